/**
 * The error keys alone (decision 0652): what the browser's check of an error body needs
 * (error-body-guard.ts), without error-keys.ts's messages and HTTP statuses, which the browser never
 * reads. error-keys.ts re-exports all of it, so the server's importers are unchanged.
 */

/**
 * The server error-key catalogue (content-and-api.md §8, decision 0048): every error the provider
 * API or a same-site route sends is `{ error: key, message, fields? }` with one of these stable
 * dotted keys, so clients branch on the key and never on the wording.
 */
export const ERROR_KEYS = {
  // Request bodies, queries, path parameters and headers that fail their schema.
  validationInvalidBody: 'validation.invalid_body',
  validationInvalidQuery: 'validation.invalid_query',
  validationInvalidParams: 'validation.invalid_params',
  validationInvalidHeaders: 'validation.invalid_headers',
  // The spec's catalogue.
  promotionsActiveNone: 'promotions.active.none',
  promotionsActiveNoPostcode: 'promotions.active.no_postcode',
  promotionsGetNoCode: 'promotions.get.no_code',
  promotionsGetNoneAvailable: 'promotions.get.none_available',
  promotionsGetTooMany: 'promotions.get.too_many',
  promotionsGetNotFound: 'promotions.get.not_found',
  uprnByPostcodeNoPostcode: 'uprn.by_postcode.no_postcode',
  uprnByPostcodeNone: 'uprn.by_postcode.none',
  uprnGetNoUprn: 'uprn.get.no_uprn',
  uprnGetNotFound: 'uprn.get.not_found',
  outageNoEmail: 'outage.no_email',
  uprnCheckedNoUprn: 'uprn.checked.no_uprn',
  promotionsByPostcodeNoPostcode: 'promotions.by_postcode.no_postcode',
  installationSlotsNone: 'installation_slots.none',
  paymentProviderInvalidData: 'payment_provider.invalid_data',
  scheduleSetInvalidData: 'schedule.set.invalid_data',
  monthlyPaymentNoProducts: 'monthly_payment.no_products',
  monthlyPaymentNone: 'monthly_payment.none',
  monthlyPaymentUnknownProduct: 'monthly_payment.unknown_product',
  monthlyPaymentUnknownPromotion: 'monthly_payment.unknown_promotion',
  donationTrackerNoCharity: 'donation_tracker.no_charity',
  // What the provider API and the site need beyond the spec's list.
  authUnauthorized: 'auth.unauthorized',
  requestNotFound: 'request.not_found',
  requestTooLarge: 'request.too_large',
  requestRateLimited: 'request.rate_limited',
  requestTimeout: 'request.timeout',
  requestInvalidJson: 'request.invalid_json',
  requestUnsupportedMediaType: 'request.unsupported_media_type',
  idempotencyKeyReused: 'idempotency.key_reused',
  idempotencyInProgress: 'idempotency.in_progress',
  slotFull: 'slot.full',
  slotNotFound: 'slot.not_found',
  slotNotOffered: 'slot.not_offered',
  workorderNotFound: 'workorder.not_found',
  bankInvalidDetails: 'bank.invalid_details',
  customerNotFound: 'customer.not_found',
  productNotFound: 'product.not_found',
  promotionNotFound: 'promotion.not_found',
  recaptchaNotVerified: 'recaptcha.not_verified',
  recaptchaScoreTooLow: 'recaptcha.score_too_low',
  internalError: 'internal.error',
  serviceUnavailable: 'service.unavailable',
  serviceTimeout: 'service.timeout',
  serviceInvalidResponse: 'service.invalid_response',
  // Orders, health and transport errors of the provider API.
  customerUnknownUprn: 'customer.unknown_uprn',
  customerPostcodeMismatch: 'customer.postcode_mismatch',
  customerExistingCustomer: 'customer.existing_customer',
  customerAddressNotAvailable: 'customer.address_not_available',
  customerAddressNotEligible: 'customer.address_not_eligible',
  customerUnknownProduct: 'customer.unknown_product',
  customerProductNotForAddress: 'customer.product_not_for_address',
  customerAddonNotOffered: 'customer.addon_not_offered',
  customerPromotionNotValid: 'customer.promotion_not_valid',
  customerPromotionNotEligible: 'customer.promotion_not_eligible',
  customerNotPreactive: 'customer.not_preactive',
  customerNoContract: 'customer.no_contract',
  customerUnknownAction: 'customer.unknown_action',
  requestEmptyBody: 'request.empty_body',
  requestBadUrl: 'request.bad_url',
  requestParamTooLong: 'request.param_too_long',
  requestInvalidContentLength: 'request.invalid_content_length',
  requestInvalid: 'request.invalid',
  requestTooDeep: 'request.too_deep',
  // A state-changing request from a page of another origin (decision 0389).
  requestForbiddenOrigin: 'request.forbidden_origin',
  customerOpenOrderExists: 'customer.open_order_exists',
  customerAlreadyCancelled: 'customer.already_cancelled',
  customerNotCancellable: 'customer.not_cancellable',
  otsUnknownProvider: 'ots.unknown_provider',
  monthlyPaymentMoreThanOnePlan: 'monthly_payment.more_than_one_plan',
  healthDatabaseUnavailable: 'health.database_unavailable',
  // A process draining after SIGTERM: its readiness check fails so the load balancer moves on.
  healthClosing: 'health.closing',
  healthSharedStoreUnavailable: 'health.shared_store_unavailable',
  // Changes a customer makes to a placed order (decisions 0660-0663).
  orderNotOpen: 'order.not_open',
  orderNoInstallation: 'order.no_installation',
  orderRescheduleClosed: 'order.reschedule_closed',
  orderSameSlot: 'order.same_slot',
  orderNoCancellationRight: 'order.no_cancellation_right',
  orderCancellationPeriodOver: 'order.cancellation_period_over',
  // Confirming an order and its contract summary (decision 0200).
  orderInstallationNotBooked: 'order.installation_not_booked',
  orderDirectDebitMissing: 'order.direct_debit_missing',
  orderAlreadyConfirmed: 'order.already_confirmed',
  orderNotConfirmable: 'order.not_confirmable',
  orderNone: 'order.none',
  // After the order: its states and audit trail (issue 23, decision 0632).
  orderNotFound: 'order.not_found',
  orderTransitionNotAllowed: 'order.transition_not_allowed',
  // Resuming an open order with an e-mailed one-time code (decision 0380).
  customerVerificationInvalid: 'customer.verification_invalid',
  customerVerificationUnsent: 'customer.verification_unsent',
  // The CMS's REST and GraphQL routes under /cms-api (decision 0390).
  requestCrossOrigin: 'request.cross_origin',
  requestMethodNotAllowed: 'request.method_not_allowed',
  cmsUnauthorized: 'cms.unauthorized',
  cmsForbidden: 'cms.forbidden',
  cmsInvalidData: 'cms.invalid_data',
  cmsConflict: 'cms.conflict',
  cmsLocked: 'cms.locked',
  // Shown by the site when the direct register-interest call fails.
  pagesServiceUnavailableError: 'pages.service_unavailable.error',
  // The provider API's hub of webhook subscribers (issue 23, decision 0642).
  hubNotFound: 'hub.not_found',
} as const;

export type ErrorKey = (typeof ERROR_KEYS)[keyof typeof ERROR_KEYS];

/** Every key, in catalogue order. */
export const ERROR_KEY_LIST = Object.values(ERROR_KEYS) as readonly ErrorKey[] as [ErrorKey, ...ErrorKey[]];

const KEY_SET: ReadonlySet<unknown> = new Set(ERROR_KEY_LIST);

export function isErrorKey(value: unknown): value is ErrorKey {
  return KEY_SET.has(value);
}
