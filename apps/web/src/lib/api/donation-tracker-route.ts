import { donationTrackerBodySchema } from '@fibre/domain/schemas/charity';
import { providerAnswer } from './checkout-step-routes';
import { optionalIdempotencyKey } from './lead-routes';
import { rateLimited } from './rate-limits';
import { isMissing, readJsonBody } from './request-body';
import { invalidInput, json } from './responses';
import type { RouteDeps } from './route-deps';
import { identifyVisitor } from './visitor';

/**
 * PUT /api/donation-tracker {charity} -> 200 { recorded: true, charity }: the vote goes to the
 * provider API's POST /charity-vote (decision 0322). A missing charity is 400
 * donation_tracker.no_charity. The browser shows its thank-you whatever this answers (§4); the
 * failure is logged here.
 */
export async function donationTracker(request: Request, deps: RouteDeps): Promise<Response> {
  const visitor = identifyVisitor(request, deps);
  const respond = (response: Response) => {
    if (visitor.setCookie) response.headers.append('Set-Cookie', visitor.setCookie);
    return response;
  };
  const key = optionalIdempotencyKey(request);
  const read = await readJsonBody(request);
  if (!read.ok) return respond(read.response);
  const parsed = donationTrackerBodySchema.safeParse(read.value);
  if (!parsed.success) {
    const errorKey = isMissing(read.value, 'charity')
      ? 'donation_tracker.no_charity'
      : 'validation.invalid_body';
    return respond(invalidInput(errorKey, parsed.error));
  }
  if (!key.ok) return respond(key.response);
  const limit = deps.limiters.check('donationVote', visitor, deps.now());
  if (!limit.allowed) return respond(rateLimited('donationVote', limit));
  try {
    const vote = await deps.provider.recordCharityVote(parsed.data, { idempotencyKey: key.key });
    return respond(json({ recorded: true, charity: vote.charity }));
  } catch (error) {
    return respond(providerAnswer(error, '/api/donation-tracker'));
  }
}
