import { outageBodySchema } from '@fibre/domain/schemas/outage';
import { providerAnswer } from './checkout-step-routes';
import { optionalIdempotencyKey } from './lead-routes';
import { rateLimited } from './rate-limits';
import { isMissing, readJsonBody } from './request-body';
import { invalidInput, json } from './responses';
import type { RouteDeps } from './route-deps';
import { identifyVisitor } from './visitor';

/**
 * POST /api/outage {email} -> 201 { registered: true } (POST /customer/outage). Only the e-mail is
 * sent on (content-and-api.md §7); a missing one is 400 outage.no_email, a malformed one
 * validation.invalid_body. The form's failure panel shows its message with the error in brackets.
 */
export async function outage(request: Request, deps: RouteDeps): Promise<Response> {
  const visitor = identifyVisitor(request, deps);
  const respond = (response: Response) => {
    if (visitor.setCookie) response.headers.append('Set-Cookie', visitor.setCookie);
    return response;
  };
  const key = optionalIdempotencyKey(request);
  const read = await readJsonBody(request);
  if (!read.ok) return respond(read.response);
  const parsed = outageBodySchema.safeParse(read.value);
  if (!parsed.success) {
    const errorKey = isMissing(read.value, 'email') ? 'outage.no_email' : 'validation.invalid_body';
    return respond(invalidInput(errorKey, parsed.error));
  }
  if (!key.ok) return respond(key.response);
  const limit = deps.limiters.check('outageRegistration', visitor, deps.now());
  if (!limit.allowed) return respond(rateLimited('outageRegistration', limit));
  try {
    await deps.provider.registerOutage(parsed.data, { idempotencyKey: key.key });
    return respond(json({ registered: true }, 201));
  } catch (error) {
    return respond(providerAnswer(error, '/api/outage'));
  }
}
