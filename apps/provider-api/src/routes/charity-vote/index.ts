import {
  charityVoteResponseSchema,
  charityVoteTotalsSchema,
  donationTrackerBodySchema,
} from '@fibre/domain/schemas/charity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotentHeadersSchema, sendWrite } from '../../idempotency/idempotent-reply';
import { countCharityVotes, insertCharityVote } from '../../repositories/charity-vote.repository';
import { AUTH_ERRORS, errorResponses, WRITE_ERRORS } from '../error-responses';

/**
 * The donation tracker's store (decision 0322): the site's PUT /api/donation-tracker records each
 * charity chosen here, since the provider API is the system of record; the operator reads the
 * totals to split the donation.
 */
export const charityVoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      schema: {
        tags: ['customers'],
        operationId: 'recordCharityVote',
        summary: 'Record a charity chosen on the donation tracker',
        description:
          "The chosen card's charity, or the name typed on the 'Other' card. Anonymous: nothing about the visitor is kept.",
        headers: idempotentHeadersSchema,
        body: donationTrackerBodySchema,
        response: { 201: charityVoteResponseSchema, ...errorResponses(...WRITE_ERRORS, 409, 422) },
      },
    },
    async (request, reply) =>
      sendWrite(app, request, reply, async (trx) => {
        const vote = await insertCharityVote(trx, request.body.charity, app.now());
        return {
          statusCode: 201,
          body: { id_vote: vote.id, charity: vote.charity, created_at: vote.created_at },
        };
      }),
  );

  app.get(
    '/totals',
    {
      schema: {
        tags: ['customers'],
        operationId: 'countCharityVotes',
        summary: 'Votes per charity',
        description: 'Each charity chosen and its number of votes, most first, then by name.',
        response: { 200: charityVoteTotalsSchema, ...errorResponses(...AUTH_ERRORS) },
      },
    },
    async () => countCharityVotes(app.db),
  );
};
