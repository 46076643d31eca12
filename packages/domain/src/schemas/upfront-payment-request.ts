import { z } from 'zod';
import { hasRedirectRefusedCharacter, sameSitePath } from '../same-site-path';
import { poundsAmountSchema } from './money-amount';
import { customerCodeSchema } from './provider-id';
import { FIELD_MAX_LENGTHS, normalisedText, requiredText } from './text-field';
import { descriptionRules } from './text-rules';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * The upfront payment request: POST /customer/{code}/direct-debit-request (the arguments minus
 * code) and POST /api/upfront-payment-request (with code). The payment page sends the customer
 * back to `redirect_url`, so only a plain https address is allowed: no other scheme, no
 * credentials, so the request cannot be turned into an open or script redirect.
 */

/** The normalised https address, or null when it is not one. */
export function normaliseHttpsUrl(input: string): string | null {
  // The text must say https:// itself; the URL parser would also accept 'https:host'.
  if (!/^https:\/\//i.test(input) || !URL.canParse(input)) return null;
  const url = new URL(input);
  return url.username === '' && url.password === '' ? url.href : null;
}

export const httpsUrlSchema = normalisedText({
  requiredMessage: VALIDATION_MESSAGES.required,
  invalidMessage: VALIDATION_MESSAGES.httpsUrlRequired,
  maxLength: FIELD_MAX_LENGTHS.url,
  normalise: normaliseHttpsUrl,
});

/** Pounds to take, above zero, in pence precision. */
export const requestAmountSchema = poundsAmountSchema.refine((amount) => amount > 0, {
  message: 'Amount must be above zero',
});

const paymentRequestShape = {
  request_amount: requestAmountSchema,
  request_description: requiredText(
    FIELD_MAX_LENGTHS.description,
    VALIDATION_MESSAGES.required,
    descriptionRules(),
  ),
  redirect_url: httpsUrlSchema,
};

export const directDebitRequestBodySchema = z.strictObject(paymentRequestShape);
export type DirectDebitRequestBody = z.output<typeof directDebitRequestBodySchema>;

export const upfrontPaymentRequestBodySchema = z.strictObject({
  code: customerCodeSchema,
  ...paymentRequestShape,
});
export type UpfrontPaymentRequestBody = z.output<typeof upfrontPaymentRequestBodySchema>;

export interface PaymentRedirectPolicy {
  /** The site's public https origin ('https://heybroadband.example'): same-site paths resolve against it. */
  siteOrigin: string;
  /** Other hosts (host[:port], lower case) the payment page may send the customer back to. */
  allowedHosts: readonly string[];
}

/**
 * Where the payment page may send the customer back (decision 0324): a same-site path ('/success',
 * resolved against the site's https origin) or an https address whose host is the site's own or one
 * of the allowed hosts, exactly (no subdomains, no other port, no credentials). Anything else is
 * null: the request cannot be turned into an open redirect to a look-alike page.
 */
export function resolvePaymentRedirect(input: string, policy: PaymentRedirectPolicy): string | null {
  if (hasRedirectRefusedCharacter(input) || !URL.canParse(policy.siteOrigin)) return null;
  const site = new URL(policy.siteOrigin);
  if (site.protocol !== 'https:') return null;
  if (input.startsWith('/')) {
    // '//host' is a scheme-relative address of another site, not a path (the check the CMS preview shares).
    const path = sameSitePath(input);
    return path === null ? null : new URL(path, site.origin).href;
  }
  const normalised = normaliseHttpsUrl(input);
  if (normalised === null) return null;
  const host = new URL(normalised).host;
  const allowed = new Set([site.host, ...policy.allowedHosts.map((entry) => entry.toLowerCase())]);
  return allowed.has(host) ? normalised : null;
}

/**
 * POST /api/upfront-payment-request: the site's body, whose redirect_url may also be a same-site
 * path and must be on the allow-list; its output is the provider's body plus the code, with the
 * redirect made an absolute https address.
 */
export function createUpfrontPaymentRequestBodySchema(policy: PaymentRedirectPolicy) {
  return z.strictObject({
    code: customerCodeSchema,
    ...paymentRequestShape,
    redirect_url: normalisedText({
      requiredMessage: VALIDATION_MESSAGES.required,
      invalidMessage: VALIDATION_MESSAGES.redirectNotAllowed,
      maxLength: FIELD_MAX_LENGTHS.url,
      normalise: (value) => resolvePaymentRedirect(value, policy),
    }),
  });
}
