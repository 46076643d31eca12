import { describe, expect, it } from 'vitest';
import { AUTH, describeEachApi } from './app';

const NOW = new Date('2026-11-23T10:00:00.000Z');

describeEachApi(
  'charity votes (the donation tracker, decision 0322)',
  (ctx) => {
    const vote = (payload: unknown, headers: Record<string, string> = AUTH) =>
      ctx.app.inject({ method: 'POST', url: '/charity-vote', headers, payload: payload as object });

    describe('POST /charity-vote', () => {
      it('records the charity, trimmed, and answers the vote', async () => {
        const response = await vote({ charity: '  Snow Rescue ' });
        expect(response.statusCode).toBe(201);
        const body = response.json();
        expect(body).toEqual({
          id_vote: expect.stringMatching(/^CV[2-9A-HJ-NP-Z]{8}$/),
          charity: 'Snow Rescue',
          created_at: NOW.toISOString(),
        });
        const row = await ctx.database.db
          .selectFrom('charity_vote')
          .selectAll()
          .where('id', '=', body.id_vote)
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ id: body.id_vote, charity: 'Snow Rescue', created_at: NOW.toISOString() });
      });

      it('records each vote once under one Idempotency-Key', async () => {
        const headers = { ...AUTH, 'idempotency-key': 'vote-once-1' };
        const first = await vote({ charity: 'Hill Food Bank' }, headers);
        const again = await vote({ charity: 'Hill Food Bank' }, headers);
        expect(again.statusCode).toBe(201);
        expect(again.headers['idempotent-replayed']).toBe('true');
        expect(again.json()).toEqual(first.json());
        const rows = await ctx.database.db
          .selectFrom('charity_vote')
          .selectAll()
          .where('charity', '=', 'Hill Food Bank')
          .execute();
        expect(rows).toHaveLength(1);
      });

      it.each([
        ['no charity', {}, 'charity', 'Please choose a charity'],
        ['a blank charity', { charity: '   ' }, 'charity', 'Please choose a charity'],
        ['markup', { charity: '<script>alert(1)</script>' }, 'charity', undefined],
        ['a name too long', { charity: 'x'.repeat(101) }, 'charity', 'Must be 100 characters or fewer'],
      ])('refuses %s with 400 and stores nothing', async (_name, payload, path, message) => {
        const before = await ctx.database.db.selectFrom('charity_vote').select('id').execute();
        const response = await vote(payload);
        expect(response.statusCode).toBe(400);
        const body = response.json();
        expect(body.error).toBe('validation.invalid_body');
        expect(body.fields[0].path).toBe(path);
        if (message) expect(body.fields[0].message).toBe(message);
        const after = await ctx.database.db.selectFrom('charity_vote').select('id').execute();
        expect(after).toHaveLength(before.length);
      });

      it('needs the token', async () => {
        const response = await vote({ charity: 'Snow Rescue' }, {});
        expect(response.statusCode).toBe(401);
        expect(response.json().error).toBe('auth.unauthorized');
      });
    });

    describe('GET /charity-vote/totals', () => {
      it('counts the votes per charity, most first, then by name', async () => {
        await ctx.database.db.deleteFrom('charity_vote').execute();
        for (const charity of ['Snow Rescue', 'Animal Haven', 'Snow Rescue', 'Hill Food Bank']) {
          expect((await vote({ charity })).statusCode).toBe(201);
        }
        const response = await ctx.app.inject({ method: 'GET', url: '/charity-vote/totals', headers: AUTH });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual([
          { charity: 'Snow Rescue', votes: 2 },
          { charity: 'Animal Haven', votes: 1 },
          { charity: 'Hill Food Bank', votes: 1 },
        ]);
      });
    });
  },
  { app: { clock: () => NOW } },
);
