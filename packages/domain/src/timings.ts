/**
 * Every delay, debounce, lifetime and tick of the spec, in milliseconds, in one object so the
 * names cannot collide with a module's own constants (ordering-journey.md §9,
 * content-and-api.md §4, §7 and §9). Figures are the spec's, verbatim.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const TIMINGS_MS = {
  /** Postcode finder: wait after typing before looking up addresses. */
  addressLookupDebounce: 300,
  /** Pause after an address is chosen before routing. */
  routingDelay: 1000,
  /** Register-interest block: the deliberate wait before sending. */
  registerInterestDelay: 1000,
  /** Register-interest hero: the loading overlay clears after this. */
  overlayTimeout: 10_000,
  /** Provider API calls give up after this. */
  apiTimeout: 20_000,
  /**
   * A same-site route stops waiting for a request body after this (a stalled upload): the provider
   * API's own request timeout (decision 0063), below apiTimeout.
   */
  requestBodyTimeout: 15_000,
  /** Window resize handlers. */
  resizeDebounce: 500,
  /** The review widget is initialised this long after mount. */
  reviewWidgetInit: 50,
  /** Leave-checkout guard: navigate this long after Continue, reset the guard after the next. */
  leaveCheckoutNavigationDelay: 50,
  leaveCheckoutGuardReset: 100,
  /** Checkout countdown, and the extra minutes given once when it runs out. */
  checkoutTimer: 10 * MINUTE,
  checkoutOvertime: 5 * MINUTE,
  /** Basket, selected item, prices, add-ons, bundle, promo codes and ots_rcpid persist this long. */
  basketTtl: HOUR,
  /** Chosen address, postcode text and confirmed flag. */
  addressTtl: 24 * HOUR,
  /** Persisted checkout data (customer, answers, installation, direct debit, order, ...): 4 hours. */
  checkoutDataTtl: 14_400_000,
  /** Timer state and checkout end time. */
  timerTtl: HOUR,
  /** The charity vote is remembered for 7 days. */
  charityChoiceTtl: 604_800_000,
  /**
   * The awc affiliate cookie's lifetime as the spec states it, in ms (about 8.8 hours; the figure
   * reads like a year in seconds, but the spec says ms and we keep it: decision 0049).
   */
  awcCookieLifetime: 31_536_000,
  /** The _dtt cookie (from dtt_reqid): 45 days. */
  dttCookieLifetime: 3_888_000_000,
  /** Countdowns and the checkout timer tick each second. */
  countdownTick: SECOND,
} as const;
