/**
 * The visitor's cookie choice, per category (decision 0370). Nothing optional runs until the
 * visitor accepts its category; the choice is remembered in this browser for 12 months, then asked
 * again (decision 0083).
 *
 * - analytics: the tag manager and the web analytics service (gtag);
 * - tracking: the behavioural-tracking service (its script from /api/synerise-js-proxy, a page
 *   visit after each route change);
 * - chat: the live-chat widget;
 * - reviews: the customer-review widget.
 */
export const CONSENT_STORAGE_KEY = 'hb:v1:cookie-consent';
export const CONSENT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** Fired on window when the choice changes, so the loaders can react at once. */
export const CONSENT_EVENT = 'hb:cookie-consent';
/** Fired on window by the footer's 'Cookie settings': the question opens with the current choice. */
export const CONSENT_SETTINGS_EVENT = 'hb:cookie-settings';

export const CONSENT_CATEGORIES = ['analytics', 'tracking', 'chat', 'reviews'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentCategories = Record<ConsentCategory, boolean>;

export interface ConsentChoice extends ConsentCategories {
  decidedAt: number;
}

export const NO_OPTIONAL_CONSENT: ConsentCategories = {
  analytics: false,
  tracking: false,
  chat: false,
  reviews: false,
};
export const ALL_CONSENT: ConsentCategories = { analytics: true, tracking: true, chat: true, reviews: true };

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The remembered choice, or null when the visitor has not answered (or the answer is too old). An
 * answer stored before the categories existed ({analytics, decidedAt}) still counts: the categories
 * it never asked about read as refused.
 */
export function readConsent(storage: ConsentStorage | null, now: number): ConsentChoice | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Record<ConsentCategory, unknown>> & { decidedAt?: unknown };
    if (typeof parsed.analytics !== 'boolean' || typeof parsed.decidedAt !== 'number') return null;
    if (now - parsed.decidedAt >= CONSENT_LIFETIME_MS || parsed.decidedAt > now) return null;
    const choice: ConsentChoice = { ...NO_OPTIONAL_CONSENT, decidedAt: parsed.decidedAt };
    for (const category of CONSENT_CATEGORIES) choice[category] = parsed[category] === true;
    return choice;
  } catch {
    return null;
  }
}

/** A boolean is the old one-question answer: analytics only, everything else refused. */
function categoriesOf(answer: boolean | Partial<ConsentCategories>): ConsentCategories {
  if (typeof answer === 'boolean') return { ...NO_OPTIONAL_CONSENT, analytics: answer };
  return { ...NO_OPTIONAL_CONSENT, ...answer };
}

/** Remembers the choice; returns it (also when the browser refuses storage: it holds for this page). */
export function writeConsent(
  storage: ConsentStorage | null,
  answer: boolean | Partial<ConsentCategories>,
  now: number,
): ConsentChoice {
  const choice: ConsentChoice = { ...categoriesOf(answer), decidedAt: now };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Private mode or full storage: the banner will ask again next visit.
  }
  return choice;
}

/** Only an explicit, current "accept" of the category lets it run. */
export function consentAllows(choice: ConsentChoice | null, category: ConsentCategory): boolean {
  return choice?.[category] === true;
}

/** Only an explicit, current "accept" lets analytics run. */
export function analyticsAllowed(choice: ConsentChoice | null): boolean {
  return consentAllows(choice, 'analytics');
}

// The choice made on this page, for browsers that refuse storage.
let pageChoice: ConsentChoice | null = null;

function browserStorage(): ConsentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The current choice in the browser (null on the server or before an answer). */
export function currentConsent(now: number = Date.now()): ConsentChoice | null {
  return readConsent(browserStorage(), now) ?? pageChoice;
}

/** Records the visitor's answer and tells the page. */
export function recordConsent(
  answer: boolean | Partial<ConsentCategories>,
  now: number = Date.now(),
): ConsentChoice {
  pageChoice = writeConsent(browserStorage(), answer, now);
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: pageChoice }));
  }
  return pageChoice;
}

/** Forgets the answer, so the question is asked again at once. */
export function forgetConsent(): void {
  pageChoice = null;
  try {
    browserStorage()?.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Nothing stored to forget.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: null }));
}

/** The footer's 'Cookie settings': opens the question with the current choice to change. */
export function openConsentSettings(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(CONSENT_SETTINGS_EVENT));
}
