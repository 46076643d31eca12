import type { BasketState } from './basket-state';
import { type CampaignParams, isCampaignParams } from './campaign-params';
import { COVERAGE_STATUSES, PLAN_ADDRESS_TYPES, type PlanAddressType, PROMOTION_TYPES } from './constants';
import { POSTCODE_MAX_INPUT_LENGTH } from './postcode-format';
import type { AddressItem } from './schemas/address-item';
import type { Promotion } from './schemas/promotion';
import { isAddressItem } from './stored-address-item';
import { isNullOr, isRecord, isString, oneOf } from './stored-guards';

/**
 * The shapes of what the browser keeps of the journey (ordering-journey.md §9 'Persistence',
 * decision 0081) and the checks that read them back, without zod so the browser loads no schema
 * library for them (decision 0143). Each check is as strict as the domain's schema for the same
 * thing (addressItemSchema, promotionSchema; stored-state.test.ts holds them together): stored
 * data can be old, tampered with or corrupt, and is dropped rather than trusted.
 */

/** The chosen address, the postcode text and the confirmed flag (24 hours). */
export interface AddressState {
  postcodeString: string;
  hasConfirmedAddress: boolean;
  addressItem: AddressItem | null;
  addressType: PlanAddressType;
}

export { initialAddressState } from './journey-initial';

/** A form's answers as typed (text, ticks, yes/no, a dropdown's `{ value }`), kept to refill it. */
export type FormDraft = Record<string, string | boolean | null | { value: string }>;

/** The order the contact-details step created: its code is both orderNumber and customerCode (§4). */
export interface CheckoutOrder {
  orderNumber: string;
  customerCode: string;
  email: string;
  action: (typeof ORDER_ACTION_TYPES)[number];
  productId: number | null;
}

/** The booked installation slot. */
export interface CheckoutInstallation {
  id_workorder: string;
  /** YYYY-MM-DD. */
  day: string;
  /** 'HH:MM-HH:MM'. */
  time: string;
  label: string;
}

/** What the browser may keep of the direct debit: never the bank details, only the masked answer. */
/**
 * What the browser keeps of the Direct Debit: only that it is set up, as the masked account number
 * ('******58'). The holder's name and the sort code are bank details too and stay with the provider
 * API; the review reads them back from there (decision 0250: bank details never in browser storage).
 */
export interface CheckoutDirectDebit {
  account_number: string;
}

/**
 * The persisted checkout (4 hours, ordering-journey.md §9): where to resume after the address step,
 * the answers given, the order made, the slot booked, the masked direct debit, the channel, the
 * Idempotency-Key of each write attempt (decision 0200) and whether the purchase was reported.
 */
export interface CheckoutState {
  checkoutSkipTo: string | null;
  channel: (typeof CHECKOUT_CHANNEL_TYPES)[number];
  customer: FormDraft | null;
  additional: FormDraft | null;
  installation: CheckoutInstallation | null;
  directDebit: CheckoutDirectDebit | null;
  order: CheckoutOrder | null;
  /** The confirmed order's number once the review step placed it. */
  confirmedOrderNumber: string | null;
  /** One key per write attempt, by write name ('contact', 'direct-debit', 'confirm', ...). */
  idempotencyKeys: Record<string, string>;
  purchaseSent: boolean;
  /** The campaign the visitor came from (decision 0462), kept with the checkout for 4 hours. */
  analyticsParams: CampaignParams;
}

export { initialCheckoutState } from './journey-initial';

/** The order actions a checkout makes (the domain's ORDER_ACTIONS, restated zod-free for the browser). */
const ORDER_ACTION_TYPES = ['SIGNUP', 'UPDATE', 'PREORDER', 'PREORDERDDSDU', 'PREORDERDDMDU'] as const;
/** The checkout channel (CHECKOUT_CHANNELS in schemas/customer-order.ts). */
const CHECKOUT_CHANNEL_TYPES = ['WEB', 'OTHERAFF'] as const;

/** The largest id the provider's 32-bit keys hold (productIdSchema, promotionIdSchema). */
const MAX_ID = 2_147_483_647;
/** An ots_rcpid is a provider id: at most 64 characters (schemas/provider-id). */
const RCPID_MAX_LENGTH = 64;

const isId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_ID;
const isPence = (value: unknown): value is number => Number.isSafeInteger(value);
const isListOf =
  <T>(guard: (value: unknown) => value is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.every(guard);

/** A promotion as promotionSchema accepts it. */
export function isPromotion(value: unknown): value is Promotion {
  return (
    isRecord(value) &&
    isId(value.id_promotion) &&
    isString(value.code) &&
    oneOf(PROMOTION_TYPES)(value.promotion_type) &&
    typeof value.promotion_value === 'number' &&
    Number.isFinite(value.promotion_value) &&
    value.promotion_value >= 0 &&
    isNullOr(isString)(value.text_to_show) &&
    isListOf(oneOf(COVERAGE_STATUSES))(value.uprn_status) &&
    isListOf(isId)(value.products) &&
    typeof value.auto === 'boolean' &&
    typeof value.valid === 'boolean'
  );
}

// In a module of its own, so a form that reads only a stored address loads only its check (0708).
export { isAddressItem } from './stored-address-item';

/** A stored basket: every field of BasketState, each of its type. */
export function isBasketState(value: unknown): value is BasketState {
  return (
    isRecord(value) &&
    isNullOr(isId)(value.basketItem) &&
    isNullOr(isId)(value.selectedItem) &&
    isNullOr(isPence)(value.monthlyPriceCalculated) &&
    isNullOr(isPence)(value.originalPrice) &&
    isListOf(isId)(value.addons) &&
    typeof value.bundle === 'boolean' &&
    (value.bundleId === null || isString(value.bundleId) || typeof value.bundleId === 'number') &&
    isListOf(isPromotion)(value.promoCodes) &&
    (value.ots_rcpid === null || (isString(value.ots_rcpid) && value.ots_rcpid.length <= RCPID_MAX_LENGTH))
  );
}

/** A stored address state. */
export function isAddressState(value: unknown): value is AddressState {
  return (
    isRecord(value) &&
    isString(value.postcodeString) &&
    value.postcodeString.length <= POSTCODE_MAX_INPUT_LENGTH &&
    typeof value.hasConfirmedAddress === 'boolean' &&
    isNullOr(isAddressItem)(value.addressItem) &&
    oneOf(PLAN_ADDRESS_TYPES)(value.addressType)
  );
}

/** Most answers a stored form draft may hold, and the longest text in it. */
const DRAFT_MAX_FIELDS = 40;
/** The longest text a stored form draft keeps of an answer (a longer one makes the draft unreadable). */
export const DRAFT_MAX_TEXT = 320;
const isShortText = (value: unknown): value is string => isString(value) && value.length <= DRAFT_MAX_TEXT;
const isCode = (value: unknown): value is string => isString(value) && /^[A-Z0-9-]{1,40}$/.test(value);

function isDraftValue(value: unknown): boolean {
  if (value === null || typeof value === 'boolean' || isShortText(value)) return true;
  return isRecord(value) && Object.keys(value).length === 1 && isShortText(value.value);
}

/** A stored form draft: a flat record of short texts, ticks and `{ value }` choices. */
function isFormDraft(value: unknown): value is FormDraft {
  if (!isRecord(value)) return false;
  const entries = Object.entries(value);
  return entries.length <= DRAFT_MAX_FIELDS && entries.every(([, field]) => isDraftValue(field));
}

function isCheckoutOrder(value: unknown): value is CheckoutOrder {
  return (
    isRecord(value) &&
    isCode(value.orderNumber) &&
    isCode(value.customerCode) &&
    isShortText(value.email) &&
    oneOf(ORDER_ACTION_TYPES)(value.action) &&
    isNullOr(isId)(value.productId)
  );
}

function isCheckoutInstallation(value: unknown): value is CheckoutInstallation {
  return (
    isRecord(value) &&
    isCode(value.id_workorder) &&
    isString(value.day) &&
    /^\d{4}-\d{2}-\d{2}$/.test(value.day) &&
    isString(value.time) &&
    /^\d{2}:\d{2}-\d{2}:\d{2}$/.test(value.time) &&
    isShortText(value.label)
  );
}

function isCheckoutDirectDebit(value: unknown): value is CheckoutDirectDebit {
  return (
    isRecord(value) &&
    // Only the masked number may ever be stored (decision 0200), and nothing else of the bank's.
    Object.keys(value).length === 1 &&
    isString(value.account_number) &&
    /^\*{6}\d{2}$/.test(value.account_number)
  );
}

function isKeyRecord(value: unknown): value is Record<string, string> {
  return (
    isRecord(value) &&
    Object.keys(value).length <= 10 &&
    Object.values(value).every((key) => isString(key) && /^[A-Za-z0-9-]{8,64}$/.test(key))
  );
}

/** A checkout as stored: one kept before the analytics parameters were (decision 0462) has none. */
export type StoredCheckoutState = Omit<CheckoutState, 'analyticsParams'> & {
  analyticsParams?: CampaignParams;
};

/** A stored checkout state (its resume target is checked again by routing.safeCheckoutSkipTo). */
export function isCheckoutState(value: unknown): value is StoredCheckoutState {
  return (
    isRecord(value) &&
    isNullOr(isString)(value.checkoutSkipTo) &&
    oneOf(CHECKOUT_CHANNEL_TYPES)(value.channel) &&
    isNullOr(isFormDraft)(value.customer) &&
    isNullOr(isFormDraft)(value.additional) &&
    isNullOr(isCheckoutInstallation)(value.installation) &&
    isNullOr(isCheckoutDirectDebit)(value.directDebit) &&
    isNullOr(isCheckoutOrder)(value.order) &&
    isNullOr(isCode)(value.confirmedOrderNumber) &&
    isKeyRecord(value.idempotencyKeys) &&
    typeof value.purchaseSent === 'boolean' &&
    (value.analyticsParams === undefined || isCampaignParams(value.analyticsParams))
  );
}
