import { describe, expect, it } from 'vitest';
import { failure, fakeProvider, header, json } from './fake-provider.test-support';

describe('charity votes', () => {
  it('POST /charity-vote sends the charity and answers the vote', async () => {
    const answer = { id_vote: 'CV2345ABCD', charity: 'Snow Rescue', created_at: '2026-11-22T10:00:00.000Z' };
    const { client, requests, sentBody, calls } = fakeProvider(() => json(answer, 201));
    await expect(
      client.recordCharityVote({ charity: 'Snow Rescue' }, { idempotencyKey: 'vote-1' }),
    ).resolves.toEqual(answer);
    expect(requests()).toEqual(['POST /charity-vote']);
    expect(sentBody()).toEqual({ charity: 'Snow Rescue' });
    expect(header(calls[0]!.init, 'Idempotency-Key')).toBe('vote-1');
  });

  it('GET /charity-vote/totals reads the votes per charity', async () => {
    const totals = [{ charity: 'Snow Rescue', votes: 2 }];
    const { client, requests } = fakeProvider(() => json(totals));
    await expect(client.getCharityVoteTotals()).resolves.toEqual(totals);
    expect(requests()).toEqual(['GET /charity-vote/totals']);
  });

  it('throws when the answer is not a vote', async () => {
    const { client } = fakeProvider(() => json({ id: 1 }, 201));
    expect(await failure(client.recordCharityVote({ charity: 'Snow Rescue' }))).toMatchObject({
      key: 'service.invalid_response',
    });
  });
});
