import { donationTrackerBodySchema } from '@fibre/domain/schemas/charity';
import { json } from './responses';
import type { RouteDeps } from './route-deps';
import { providerAnswer, readSameSiteRequest } from './same-site-route';

/**
 * PUT /api/donation-tracker {charity} -> 200 { recorded: true, charity }: the vote goes to the
 * provider API's POST /charity-vote (decision 0322). A missing charity is 400
 * donation_tracker.no_charity. The browser shows its thank-you whatever this answers (§4); the
 * failure is logged here.
 */
export async function donationTracker(request: Request, deps: RouteDeps): Promise<Response> {
  const read = await readSameSiteRequest(request, deps, donationTrackerBodySchema, 'donationVote', {
    missing: { field: 'charity', key: 'donation_tracker.no_charity' },
    idempotencyKey: 'optional',
  });
  if (!read.ok) return read.response;
  const { respond, idempotencyKey } = read;
  try {
    const vote = await deps.provider.recordCharityVote(read.value, { idempotencyKey });
    return respond(json({ recorded: true, charity: vote.charity }));
  } catch (error) {
    return respond(providerAnswer(error, '/api/donation-tracker'));
  }
}
