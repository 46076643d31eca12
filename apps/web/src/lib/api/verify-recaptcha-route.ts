import { BOT_CHECK_ACTION_LIST, BOT_CHECK_FAILURES, botCheckFailure } from '@fibre/domain/bot-check';
import { verifyRecaptchaBodySchema } from '@fibre/domain/schemas/site-routes';
import { BotCheckUnavailableError } from '../../services/bot-check';
import { isLocalDevelopmentCall, isLoopbackAddress } from './bot-check-guard';
import { isMissing, readJsonBody } from './request-body';
import { apiError, invalidInput, json, providerFailure, SERVICE_UNAVAILABLE_MESSAGE } from './responses';
import type { RouteDeps } from './route-deps';
import { limitRefusal, sameSiteVisitor } from './same-site-route';

export { isLoopbackAddress };

/** Whether the bot check is skipped for this request (decision 0321; bot-check-guard.ts). */
export function isLocalDevelopmentRequest(
  request: Request,
  deps: Pick<RouteDeps, 'development' | 'clientIp'>,
) {
  const host = request.headers.get('host') ?? new URL(request.url).host;
  return isLocalDevelopmentCall({ development: deps.development, host, clientIp: deps.clientIp });
}

/**
 * POST /api/verify-recaptcha {token} -> 200 {success: true, score}: the bot check before a
 * register-interest submit (content-and-api.md §7 'Bot check'). Not verified (no token, or the
 * service says no) is 403 recaptcha.not_verified, logged 'Recaptcha not verified'; a score under
 * 0.7 is 403 recaptcha.score_too_low, logged 'Recaptcha score too low'; the service failing is 503.
 */
export async function verifyRecaptcha(request: Request, deps: RouteDeps): Promise<Response> {
  const { visitor, respond } = sameSiteVisitor(request, deps);
  const read = await readJsonBody(request);
  if (!read.ok) return respond(read.response);
  if (isLocalDevelopmentRequest(request, deps)) return respond(json({ success: true, score: 1 }));
  const parsed = verifyRecaptchaBodySchema.safeParse(read.value);
  if (!parsed.success) {
    if (isMissing(read.value, 'token')) {
      console.warn(BOT_CHECK_FAILURES.notVerified, { route: '/api/verify-recaptcha', reason: 'no token' });
      return respond(apiError('recaptcha.not_verified'));
    }
    return respond(invalidInput('validation.invalid_body', parsed.error));
  }
  const limited = await limitRefusal(deps, 'botCheckVerify', visitor);
  if (limited) return respond(limited);
  try {
    const verification = await deps.botCheck.verify(parsed.data.token, deps.clientIp);
    // Any of the site's forms' actions, on the site's own host (decision 0386).
    const failure = botCheckFailure(verification, {
      actions: BOT_CHECK_ACTION_LIST,
      hostnames: deps.botCheckHostnames,
    });
    if (failure !== null) {
      console.warn(failure, { route: '/api/verify-recaptcha' });
      return respond(
        apiError(
          failure === BOT_CHECK_FAILURES.scoreTooLow ? 'recaptcha.score_too_low' : 'recaptcha.not_verified',
        ),
      );
    }
    return respond(json({ success: true, score: verification.score ?? 0 }));
  } catch (error) {
    if (error instanceof BotCheckUnavailableError) {
      console.error('Bot check failed', { route: '/api/verify-recaptcha', reason: error.message });
      return respond(apiError('service.unavailable', { message: SERVICE_UNAVAILABLE_MESSAGE }));
    }
    return respond(providerFailure(error, '/api/verify-recaptcha'));
  }
}
