import { BOT_CHECK_ACTIONS } from '@fibre/domain/bot-check';
import type { PackageType } from '@fibre/domain/constants';
import { ORIGIN_CODES, type OriginCode } from '@fibre/domain/origin-codes';
import {
  BOT_CHECK_TOKEN_FIELD,
  PACKAGE_TYPE_FIELD,
  REGISTER_INTEREST_MESSAGES,
  type RegisterInterestPostcodeItem,
  registerInterestPayload,
} from '@fibre/domain/register-interest-payload';
import type { FieldError } from '@fibre/domain/schemas/error-body';
import type { RegisterInterestForm } from '@fibre/domain/schemas/register-interest';
import type { FormDraft } from '@fibre/domain/stored-state';
import { callSiteApi } from '@/lib/site-api/site-api';
import { type BotCheckClientConfig, requestBotCheckToken } from '@/services/bot-check-browser';
import { isRegisterInterestField } from './register-interest-values';

export type RegisterInterestOutcome =
  /** Registered: the customer code the provider returned. */
  | { kind: 'ok'; code: string }
  /** Fields the route or the provider refused, every one a field of the form: each goes on its field. */
  | { kind: 'invalid'; fields: FieldError[] }
  /** Refused before the provider (bot check, too many tries): the words to show; try again. */
  | { kind: 'refused'; message: string }
  /** The register call itself failed: `code` names the failure for /checkout/order/error/{code}. */
  | { kind: 'failed'; code: string };

/**
 * The visitor's earlier answer to 'How did you hear about us?' in this journey (the checkout's kept
 * answers), sent as the payload's origin; none when they were never asked (decision 0363).
 */
export function originFromAnswers(answers: FormDraft | null): OriginCode | undefined {
  const value = answers?.origin;
  const code = typeof value === 'string' ? value : value && typeof value === 'object' ? value.value : null;
  return ORIGIN_CODES.find((origin) => origin === code);
}

/**
 * One register-interest submit (content-and-api.md §3, §5, §7): a fresh bot-check token, then
 * POST /api/customer-roi with the payload, the token and the package type the pre-order hero's
 * dropdown chose (the site puts it in its notice to the e-mail service only, decision 0375), under
 * the form's Idempotency-Key (the same for the same answers sent again), so a retry registers once.
 */
export async function sendRegisterInterest(options: {
  form: RegisterInterestForm;
  item: RegisterInterestPostcodeItem;
  origin?: OriginCode;
  /** The hero's choice; the block offers none. */
  packageType?: PackageType;
  botCheck: BotCheckClientConfig;
  idempotencyKey: string;
  signal?: AbortSignal;
}): Promise<RegisterInterestOutcome> {
  const token = await requestBotCheckToken(options.botCheck, BOT_CHECK_ACTIONS.registerInterest);
  const body = {
    ...registerInterestPayload(options.form, options.item, options.origin),
    ...(token === null ? {} : { [BOT_CHECK_TOKEN_FIELD]: token }),
    ...(options.packageType === undefined ? {} : { [PACKAGE_TYPE_FIELD]: options.packageType }),
  };
  const answer = await callSiteApi<{ customer: { code: string } }>('/api/customer-roi', {
    body,
    signal: options.signal,
    headers: { 'Idempotency-Key': options.idempotencyKey },
    rateLimit: 'leadSubmit',
  });
  if (answer.kind === 'ok') return { kind: 'ok', code: answer.data.customer.code };
  if (answer.kind === 'rate-limited') return { kind: 'refused', message: answer.message };
  if (answer.kind === 'unreachable') return { kind: 'failed', code: 'unreachable' };
  if (answer.status === 403 && answer.error?.error.startsWith('recaptcha.')) {
    return { kind: 'refused', message: REGISTER_INTEREST_MESSAGES.recaptchaFailed };
  }
  if (answer.status === 400) return refusalOf(answer.error?.fields ?? []);
  // The failure's error key, else its status, names it in /checkout/order/error/{code}.
  return { kind: 'failed', code: answer.error?.error ?? String(answer.status) };
}

/**
 * A 400: the fields the visitor can put right go on their fields (decision 0429); a refusal of
 * anything else (the chosen address, the body itself) is no mistake of theirs, so it gets the
 * failure's words.
 */
function refusalOf(fields: readonly FieldError[]): RegisterInterestOutcome {
  if (fields.length > 0 && fields.every((field) => isRegisterInterestField(field.path))) {
    return { kind: 'invalid', fields: [...fields] };
  }
  return { kind: 'refused', message: REGISTER_INTEREST_MESSAGES.submitFailed };
}

/**
 * A submit with nothing to send (content-and-api.md §5: 'formData or postcode item is undefined'):
 * the button waits for valid answers and an address, so only a race gets here (the address
 * cleared by Change or another tab as the form was sent, or a submit not made by the button).
 * Logged in the spec's words for whoever reads the logs; the visitor gets the form's failure words.
 */
export function missingPostcodeItem(): string {
  console.error(REGISTER_INTEREST_MESSAGES.missingFormData);
  return REGISTER_INTEREST_MESSAGES.submitFailed;
}
