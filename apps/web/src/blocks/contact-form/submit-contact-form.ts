import { BOT_CHECK_ACTIONS } from '@fibre/domain/bot-check';
import { RATE_LIMITED_MESSAGES } from '@fibre/domain/messages';
import { REGISTER_INTEREST_MESSAGES } from '@fibre/domain/register-interest-payload';
import type { ContactFormConfig } from '@fibre/domain/schemas/contact-form';
import { type BotCheckContext, botCheckVerdict } from '@/lib/api/bot-check-guard';
import type { RateLimiters } from '@/lib/api/rate-limits';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@/lib/api/responses';
import type { EmailService } from '@/services/email';
import {
  type ContactMessageOutcome,
  type ContactMessageRefusal,
  sendContactMessage,
} from './send-contact-message';

/** What the contact form's server action needs, injected so tests can pass fakes. */
export interface ContactFormSubmitDeps {
  limiters: Pick<RateLimiters, 'check'>;
  now: () => number;
  /** The bot check, with the client's address and the host the form was posted to. */
  botCheck: BotCheckContext;
  email: Pick<EmailService, 'send'>;
  postcodeExists?: (postcode: string) => Promise<boolean>;
}

/** The log's name for the form, as a route's path names a route. */
const ROUTE = 'contact form (server action)';
/** A bot-check token is an opaque string; anything else, or a huge one, counts as none. */
const MAX_TOKEN_LENGTH = 4096;

/**
 * The contact form's submit (decision 0388): the values are checked first (a mistake costs
 * nothing), then the visitor's budget (the lead forms' 5 in 10 minutes, per client address, since a
 * server action posts to a page where the /api visitor cookie is not sent, and 50 per /24 or /64
 * network), then the bot check with the form's own action, and only then is the postcode looked up
 * and the message sent. A refusal sends nothing and says why in the spec's words.
 */
export async function submitContactForm(
  config: ContactFormConfig,
  templateId: string | undefined,
  values: unknown,
  botCheckToken: unknown,
  deps: ContactFormSubmitDeps,
): Promise<ContactMessageOutcome> {
  const token =
    typeof botCheckToken === 'string' && botCheckToken !== '' && botCheckToken.length <= MAX_TOKEN_LENGTH
      ? botCheckToken
      : undefined;
  const guard = async (): Promise<ContactMessageRefusal | null> => {
    const visitor = { ip: deps.botCheck.clientIp, id: null, key: deps.botCheck.clientIp, setCookie: null };
    const limit = await deps.limiters.check('leadSubmit', visitor);
    if (!limit.allowed) return { error: 'request.rate_limited', message: RATE_LIMITED_MESSAGES.leadSubmit };
    const verdict = await botCheckVerdict(token, deps.botCheck, [BOT_CHECK_ACTIONS.contact], ROUTE);
    if (verdict === null) return null;
    if (verdict === 'service.unavailable') return { error: verdict, message: SERVICE_UNAVAILABLE_MESSAGE };
    return { error: verdict, message: REGISTER_INTEREST_MESSAGES.recaptchaFailed };
  };
  return sendContactMessage(config, templateId, values, deps.email, deps.postcodeExists, guard);
}
