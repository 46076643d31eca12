import type { ADDRESS_TYPES, OriginCode } from './constants';
import type { RegisterInterestBodyInput, RegisterInterestForm } from './schemas/register-interest';

/**
 * The register-interest form's words, body field names and payload without zod, so the browser's
 * form sends without the schemas in its first load (decision 0586); schemas/register-interest.ts
 * re-exports them for the server. Only types come from the schema module.
 */

/** The form's other words, verbatim. */
export const REGISTER_INTEREST_MESSAGES = {
  recaptchaFailed: 'Recaptcha has failed, please try again.',
  submitFailed: 'There was an error submitting your details. Please try again.',
  missingFormData: 'formData or postcode item is undefined',
  missingEmailService: 'email service is undefined',
} as const;

/** The body field carrying the bot-check token the browser obtained for this submit. */
export const BOT_CHECK_TOKEN_FIELD = 'recaptcha_token';

/** The body field carrying the pre-order hero's package-type choice (the block sends none). */
export const PACKAGE_TYPE_FIELD = 'package_type';

export interface RegisterInterestPostcodeItem {
  uprn?: string | null;
  address: string;
  postcode: string;
  coverage: string;
  oss_type: string | null;
  address_type: (typeof ADDRESS_TYPES)[number];
}

/**
 * The payload the form sends: the contact fields, the postcode item, marketing 'YES' or 'NO'
 * from the checkbox, gdpr true, no pending direct debit and no voucher.
 */
export function registerInterestPayload(
  form: RegisterInterestForm,
  item: RegisterInterestPostcodeItem,
  origin?: OriginCode,
): RegisterInterestBodyInput {
  const { accept_marketing, accept_terms: _terms, ...contact } = form;
  return {
    ...contact,
    uprn: item.uprn ?? null,
    address: item.address,
    postcode: item.postcode,
    coverage: item.coverage,
    oss_type: item.oss_type,
    address_type: item.address_type,
    voucher: false,
    pending_direct_debit: false,
    marketing: accept_marketing ? 'YES' : 'NO',
    gdpr: true,
    ...(origin === undefined ? {} : { origin: { value: origin } }),
  };
}
