import type { donationTrackerBodySchema } from '@fibre/domain/schemas/charity';
import {
  type CharityVoteResponse,
  type CharityVoteTotals,
  charityVoteResponseSchema,
  charityVoteTotalsSchema,
} from '@fibre/domain/schemas/charity';
import type { z } from 'zod';
import type { CallOptions, Route, Transport } from './transport';
import { idempotencyHeaders, type WriteOptions } from './write-options';

export const CHARITY_ROUTES = {
  vote: { method: 'POST', path: '/charity-vote' },
  totals: { method: 'GET', path: '/charity-vote/totals' },
} as const satisfies Record<string, Route>;

/** The donation tracker's votes (decision 0322). Throws a ProviderError on failure. */
export function charityCalls(transport: Transport) {
  return {
    /** Records the charity a visitor chose (or typed on the 'Other' card). */
    recordCharityVote: (
      body: z.input<typeof donationTrackerBodySchema>,
      options: WriteOptions = {},
    ): Promise<CharityVoteResponse> =>
      transport.send({
        route: CHARITY_ROUTES.vote,
        body,
        headers: idempotencyHeaders(options),
        answer: charityVoteResponseSchema,
        signal: options.signal,
      }),

    /** Votes per charity, most first: what the operator reads to split the donation. */
    getCharityVoteTotals: (options: CallOptions = {}): Promise<CharityVoteTotals> =>
      transport.send({ route: CHARITY_ROUTES.totals, answer: charityVoteTotalsSchema, ...options }),
  };
}
