import type { BotCheckVerification } from '@fibre/domain/bot-check';
import { verifyRecaptchaResponseSchema } from '@fibre/domain/schemas/site-routes';

/**
 * The bot check's verify endpoint (content-and-api.md §7): the site's secret and the token the
 * browser obtained go to {BOT_CHECK_URL}/recaptcha/api/siteverify as a form, and the answer is
 * {success, score}. Locally the stand-in answers (decision 0320) as the real service does: only a
 * token its own script made, signed, under two minutes old and verified once (decision 0475).
 */
const BOT_CHECK_VERIFY_PATH = '/recaptcha/api/siteverify';
const DEFAULT_TIMEOUT_MS = 5_000;

export interface BotCheckConfig {
  baseUrl: string;
  secret: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The service could not be asked, or answered something unreadable: not the visitor's fault. */
export class BotCheckUnavailableError extends Error {
  override readonly name = 'BotCheckUnavailableError';
}

export function createBotCheckService(config: BotCheckConfig) {
  const doFetch = config.fetch ?? fetch;
  const url = `${config.baseUrl.replace(/\/+$/, '')}${BOT_CHECK_VERIFY_PATH}`;
  return {
    /** The verification of one token; throws BotCheckUnavailableError when the service fails. */
    async verify(token: string, remoteIp?: string): Promise<BotCheckVerification> {
      const form = new URLSearchParams({ secret: config.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          redirect: 'error',
          signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (error) {
        throw new BotCheckUnavailableError('The bot check could not be reached', { cause: error });
      }
      if (!response.ok) throw new BotCheckUnavailableError(`The bot check answered ${response.status}`);
      const parsed = verifyRecaptchaResponseSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new BotCheckUnavailableError('The bot check answered something unreadable');
      return parsed.data;
    },
  };
}

export type BotCheckService = ReturnType<typeof createBotCheckService>;
