import {
  BOT_CHECK_FAILURES,
  type BotCheckExpectation,
  botCheckFailure,
  botCheckMismatch,
  isLocalDevelopmentHost,
} from '@fibre/domain/bot-check';
import { REGISTER_INTEREST_MESSAGES } from '@fibre/domain/schemas/register-interest';
import type { BotCheckService } from '../../services/bot-check';
import { BotCheckUnavailableError } from '../../services/bot-check';
import { apiError, SERVICE_UNAVAILABLE_MESSAGE } from './responses';
import type { RouteDeps } from './route-deps';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = ip.toLowerCase().replace(/^::ffff:/, '');
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The spec's "local development host" (decision 0321), all three at once: the server runs as
 * `next dev` (NODE_ENV development, never a production build), the request names a loopback host
 * (localhost, 127.0.0.1, [::1]), and it came from a loopback address as the site's own proxy stamped
 * it (forwarded.ts; no header a client writes counts). A production server never skips.
 */
export function isLocalDevelopmentCall(context: Pick<BotCheckContext, 'development' | 'host' | 'clientIp'>) {
  return (
    context.development && isLocalDevelopmentHost(context.host ?? '') && isLoopbackAddress(context.clientIp)
  );
}

/** What one bot check needs: who asked, on which host, and the verify call (a route's or an action's). */
export interface BotCheckContext {
  botCheck: Pick<BotCheckService, 'verify'>;
  /** The host the request was sent to (the Host header). */
  host: string | null;
  clientIp: string;
  development: boolean;
  /** The site's own host names (decision 0386). */
  hostnames: readonly string[];
}

export type BotCheckRefusalKey = 'recaptcha.not_verified' | 'recaptcha.score_too_low' | 'service.unavailable';

/**
 * The bot check a submit must pass (content-and-api.md §7 'Bot check', decisions 0360, 0386): null
 * when it passed, else the key to answer. Skipped only on the local development host (decision
 * 0321). A missing token, a failed verification, or a token made for another form's action or on
 * another host is recaptcha.not_verified, logged 'Recaptcha not verified'; a score under 0.7 is
 * recaptcha.score_too_low, logged 'Recaptcha score too low'. The service failing is
 * service.unavailable: our outage, not the visitor's fault.
 */
export async function botCheckVerdict(
  token: string | undefined,
  context: BotCheckContext,
  actions: readonly string[],
  route: string,
): Promise<BotCheckRefusalKey | null> {
  if (isLocalDevelopmentCall(context)) return null;
  if (token === undefined) {
    console.warn(BOT_CHECK_FAILURES.notVerified, { route, reason: 'no token' });
    return 'recaptcha.not_verified';
  }
  try {
    const verification = await context.botCheck.verify(token, context.clientIp);
    const expected: BotCheckExpectation = { actions, hostnames: context.hostnames };
    const failure = botCheckFailure(verification, expected);
    if (failure === null) return null;
    const mismatch = failure === BOT_CHECK_FAILURES.notVerified && verification.success;
    console.warn(failure, {
      route,
      ...(mismatch ? { reason: botCheckMismatch(verification, expected) } : {}),
    });
    return failure === BOT_CHECK_FAILURES.scoreTooLow ? 'recaptcha.score_too_low' : 'recaptcha.not_verified';
  } catch (error) {
    const reason = error instanceof BotCheckUnavailableError ? error.message : String(error);
    console.error('Bot check failed', { route, reason });
    return 'service.unavailable';
  }
}

/** A route's bot-check context from its request and dependencies. */
function routeBotCheckContext(request: Request, deps: RouteDeps): BotCheckContext {
  return {
    botCheck: deps.botCheck,
    host: request.headers.get('host') ?? new URL(request.url).host,
    clientIp: deps.clientIp,
    development: deps.development,
    hostnames: deps.botCheckHostnames,
  };
}

/**
 * The bot check of a same-site route: null when it passed, else the answer to send (403 with the
 * spec's 'Recaptcha has failed, please try again.', or 503 service.unavailable).
 */
export async function botCheckRefusal(
  token: string | undefined,
  request: Request,
  deps: RouteDeps,
  route: string,
  action: string,
): Promise<Response | null> {
  const key = await botCheckVerdict(token, routeBotCheckContext(request, deps), [action], route);
  if (key === null) return null;
  if (key === 'service.unavailable') return apiError(key, { message: SERVICE_UNAVAILABLE_MESSAGE });
  return apiError(key, { message: REGISTER_INTEREST_MESSAGES.recaptchaFailed });
}
