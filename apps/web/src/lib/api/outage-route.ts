import { outageBodySchema } from '@fibre/domain/schemas/outage';
import { json } from './responses';
import type { RouteDeps } from './route-deps';
import { providerAnswer, readSameSiteRequest } from './same-site-route';

/**
 * POST /api/outage {email} -> 201 { registered: true } (POST /customer/outage). Only the e-mail is
 * sent on (content-and-api.md §7); a missing one is 400 outage.no_email, a malformed one
 * validation.invalid_body. The form's failure panel shows its message with the error in brackets.
 */
export async function outage(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, outageBodySchema, 'outageRegistration', {
    missing: { field: 'email', key: 'outage.no_email' },
    idempotencyKey: 'optional',
  });
  if (!read.ok) return read.response;
  const { respond, idempotencyKey } = read;
  try {
    await deps.provider.registerOutage(read.value, { idempotencyKey });
    return respond(json({ registered: true }, 201));
  } catch (error) {
    return respond(providerAnswer(error, '/api/outage'));
  }
}
