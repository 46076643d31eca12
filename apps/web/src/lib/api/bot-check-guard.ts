import { BOT_CHECK_FAILURES, botCheckFailure } from '@fibre/domain/bot-check';
import { REGISTER_INTEREST_MESSAGES } from '@fibre/domain/schemas/register-interest';
import { BotCheckUnavailableError } from '../../services/bot-check';
import { apiError, providerFailure, SERVICE_UNAVAILABLE_MESSAGE } from './responses';
import type { RouteDeps } from './route-deps';
import { isLocalDevelopmentRequest } from './verify-recaptcha-route';

/**
 * The bot check a submit must pass (content-and-api.md §7 'Bot check', decision 0360): null when it
 * passed, else the answer to send. Skipped only on the local development host (decision 0321). A
 * missing token or a failed verification is 403 recaptcha.not_verified, logged 'Recaptcha not
 * verified'; a score under 0.7 is 403 recaptcha.score_too_low, logged 'Recaptcha score too low';
 * the person reads 'Recaptcha has failed, please try again.' either way. The service failing is 503
 * service.unavailable: our outage, not the visitor's fault.
 */
export async function botCheckRefusal(
  token: string | undefined,
  request: Request,
  deps: RouteDeps,
  route: string,
): Promise<Response | null> {
  if (isLocalDevelopmentRequest(request, deps)) return null;
  const refuse = (key: 'recaptcha.not_verified' | 'recaptcha.score_too_low') =>
    apiError(key, { message: REGISTER_INTEREST_MESSAGES.recaptchaFailed });
  if (token === undefined) {
    console.warn(BOT_CHECK_FAILURES.notVerified, { route, reason: 'no token' });
    return refuse('recaptcha.not_verified');
  }
  try {
    const failure = botCheckFailure(await deps.botCheck.verify(token, deps.clientIp));
    if (failure === null) return null;
    console.warn(failure, { route });
    return refuse(
      failure === BOT_CHECK_FAILURES.scoreTooLow ? 'recaptcha.score_too_low' : 'recaptcha.not_verified',
    );
  } catch (error) {
    if (error instanceof BotCheckUnavailableError) {
      console.error('Bot check failed', { route, reason: error.message });
      return apiError('service.unavailable', { message: SERVICE_UNAVAILABLE_MESSAGE });
    }
    return providerFailure(error, route);
  }
}
