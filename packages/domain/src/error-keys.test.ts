import { describe, expect, it } from 'vitest';
import { ERROR_HTTP_STATUS, ERROR_KEY_LIST, ERROR_KEYS, ERROR_MESSAGES, isErrorKey } from './error-keys';
import { promoCodeSchema } from './schemas/promo-code';

describe('ERROR_KEYS', () => {
  it('holds the spec catalogue and the keys the API and site need', () => {
    expect(ERROR_KEY_LIST).toEqual([
      'validation.invalid_body',
      'validation.invalid_query',
      'validation.invalid_params',
      'validation.invalid_headers',
      'promotions.active.none',
      'promotions.active.no_postcode',
      'promotions.get.no_code',
      'promotions.get.none_available',
      'promotions.get.too_many',
      'promotions.get.not_found',
      'uprn.by_postcode.no_postcode',
      'uprn.by_postcode.none',
      'uprn.get.no_uprn',
      'uprn.get.not_found',
      'outage.no_email',
      'uprn.checked.no_uprn',
      'promotions.by_postcode.no_postcode',
      'installation_slots.none',
      'payment_provider.invalid_data',
      'schedule.set.invalid_data',
      'monthly_payment.no_products',
      'monthly_payment.none',
      'monthly_payment.unknown_product',
      'monthly_payment.unknown_promotion',
      'donation_tracker.no_charity',
      'auth.unauthorized',
      'request.not_found',
      'request.too_large',
      'request.rate_limited',
      'request.timeout',
      'request.invalid_json',
      'request.unsupported_media_type',
      'idempotency.key_reused',
      'idempotency.in_progress',
      'slot.full',
      'slot.not_found',
      'slot.not_offered',
      'workorder.not_found',
      'bank.invalid_details',
      'customer.not_found',
      'product.not_found',
      'promotion.not_found',
      'recaptcha.not_verified',
      'recaptcha.score_too_low',
      'internal.error',
      'service.unavailable',
      'service.timeout',
      'service.invalid_response',
      'customer.unknown_uprn',
      'customer.postcode_mismatch',
      'customer.existing_customer',
      'customer.address_not_available',
      'customer.address_not_eligible',
      'customer.unknown_product',
      'customer.product_not_for_address',
      'customer.addon_not_offered',
      'customer.promotion_not_valid',
      'customer.promotion_not_eligible',
      'customer.not_preactive',
      'customer.no_contract',
      'customer.unknown_action',
      'request.empty_body',
      'request.bad_url',
      'request.param_too_long',
      'request.invalid_content_length',
      'request.invalid',
      'request.too_deep',
      'request.forbidden_origin',
      'customer.open_order_exists',
      'customer.already_cancelled',
      'customer.not_cancellable',
      'ots.unknown_provider',
      'monthly_payment.more_than_one_plan',
      'health.database_unavailable',
      'health.closing',
      'health.shared_store_unavailable',
      'order.not_open',
      'order.no_installation',
      'order.reschedule_closed',
      'order.same_slot',
      'order.no_cancellation_right',
      'order.cancellation_period_over',
      'order.installation_not_booked',
      'order.direct_debit_missing',
      'order.already_confirmed',
      'order.not_confirmable',
      'order.none',
      'order.not_found',
      'order.transition_not_allowed',
      'customer.verification_invalid',
      'customer.verification_unsent',
      'request.cross_origin',
      'request.method_not_allowed',
      'cms.unauthorized',
      'cms.forbidden',
      'cms.invalid_data',
      'cms.conflict',
      'cms.locked',
      'pages.service_unavailable.error',
      'hub.not_found',
    ]);
  });

  it('are unique, lower-case and dotted', () => {
    expect(new Set(ERROR_KEY_LIST).size).toBe(ERROR_KEY_LIST.length);
    for (const key of ERROR_KEY_LIST) expect(key).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
  });

  it('are reachable by name', () => {
    expect(ERROR_KEYS.validationInvalidBody).toBe('validation.invalid_body');
    expect(ERROR_KEYS.pagesServiceUnavailableError).toBe('pages.service_unavailable.error');
  });
});

describe('isErrorKey', () => {
  it('knows the catalogue and nothing else', () => {
    expect(isErrorKey('slot.full')).toBe(true);
    expect(isErrorKey('slot.empty')).toBe(false);
    expect(isErrorKey(42)).toBe(false);
    expect(isErrorKey(undefined)).toBe(false);
  });
});

describe('ERROR_MESSAGES', () => {
  it('gives every key a sentence', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...ERROR_KEY_LIST].sort());
    for (const key of ERROR_KEY_LIST) expect(ERROR_MESSAGES[key]).toMatch(/^[A-Z].{8,}$/);
  });
  it("asks for a blank promo code in the promo box's words, as the schema does (decision 0426)", () => {
    expect(ERROR_MESSAGES['promotions.get.no_code']).toBe('Enter a promo code');
    expect(promoCodeSchema.safeParse('').error?.issues[0]?.message).toBe(
      ERROR_MESSAGES['promotions.get.no_code'],
    );
  });
  it('uses the bot-check log wording of the spec', () => {
    expect(ERROR_MESSAGES['recaptcha.not_verified']).toBe('Recaptcha not verified');
    expect(ERROR_MESSAGES['recaptcha.score_too_low']).toBe('Recaptcha score too low');
  });
  it('says what went wrong in plain words', () => {
    expect(ERROR_MESSAGES['validation.invalid_body']).toBe('The request body is not valid.');
    expect(ERROR_MESSAGES['promotions.get.not_found']).toBe('No promotion has this code.');
    expect(ERROR_MESSAGES['slot.full']).toBe('This installation slot is full.');
    expect(ERROR_MESSAGES['bank.invalid_details']).toBe('The sort code and account number do not match.');
  });
  it('tells a visitor with their own order in progress to phone, with the number (decisions 0173, 0381)', () => {
    expect(ERROR_MESSAGES['customer.open_order_exists']).toBe(
      'You already have an order in progress at this address with this e-mail address. To change it, call us on 0808 157 0192.',
    );
  });
  it('are all different except where two keys mean the same to a person', () => {
    const messages = Object.values(ERROR_MESSAGES);
    expect(new Set(messages).size).toBe(messages.length - 3);
  });
});

describe('ERROR_HTTP_STATUS', () => {
  it('gives every key an error status', () => {
    expect(Object.keys(ERROR_HTTP_STATUS).sort()).toEqual([...ERROR_KEY_LIST].sort());
    for (const key of ERROR_KEY_LIST) {
      expect(ERROR_HTTP_STATUS[key]).toBeGreaterThanOrEqual(400);
      expect(ERROR_HTTP_STATUS[key]).toBeLessThan(600);
    }
  });
  it('maps the usual cases', () => {
    expect(ERROR_HTTP_STATUS['validation.invalid_body']).toBe(400);
    expect(ERROR_HTTP_STATUS['auth.unauthorized']).toBe(401);
    expect(ERROR_HTTP_STATUS['recaptcha.score_too_low']).toBe(403);
    expect(ERROR_HTTP_STATUS['uprn.get.not_found']).toBe(404);
    // The server ran out of time, not the client: 503 (decision 0053).
    expect(ERROR_HTTP_STATUS['request.timeout']).toBe(503);
    expect(ERROR_HTTP_STATUS['customer.existing_customer']).toBe(409);
    expect(ERROR_HTTP_STATUS['request.param_too_long']).toBe(414);
    expect(ERROR_HTTP_STATUS['slot.full']).toBe(409);
    expect(ERROR_HTTP_STATUS['request.too_large']).toBe(413);
    expect(ERROR_HTTP_STATUS['request.unsupported_media_type']).toBe(415);
    expect(ERROR_HTTP_STATUS['bank.invalid_details']).toBe(422);
    expect(ERROR_HTTP_STATUS['request.rate_limited']).toBe(429);
    expect(ERROR_HTTP_STATUS['internal.error']).toBe(500);
    expect(ERROR_HTTP_STATUS['service.invalid_response']).toBe(502);
    expect(ERROR_HTTP_STATUS['service.unavailable']).toBe(503);
    expect(ERROR_HTTP_STATUS['service.timeout']).toBe(504);
  });
});
