import { PROVIDER_PHONE } from '@fibre/domain/contact-phone';
import type { CustomerStatus } from '@fibre/domain/schemas/api-customer';
import { TIMINGS_MS } from '@fibre/domain/timings';
import { Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrateToLatest } from '../src/db/migrate';
import { AUTH, describeEachApi } from './app';
import { callMeBody, interestBody, orderBody, prospectBody } from './bodies';
import { describeEachDatabase } from './databases';

// Monday 23 November 2026, 10:00: the installation offer starts on Thursday 26th.
const START = new Date('2026-11-23T10:00:00.000Z');
let now = START;
const later = (ms: number) => new Date(START.getTime() + ms);

const OWN_ORDER_MESSAGE = `You already have an order in progress at this address with this e-mail address. To change it, call us on ${PROVIDER_PHONE.display}.`;

/**
 * Fifty concurrent SIGNUPs once made fifty customers and fifty orders at one uprn, so an
 * address held one open order (decision 0173). That let anyone who knew a public uprn
 * stop the resident ordering online with one sign-up. A claim is now one person's (uprn and e-mail,
 * decision 0381): the same person still cannot order twice at one address, under any concurrency
 * and on both databases, while a stranger's claim neither blocks the resident nor outlives the
 * checkout's end time unconfirmed.
 */
describeEachApi(
  'one open order per customer and address',
  (ctx) => {
    const post = (action: string, payload: object, headers: Record<string, string> = AUTH) =>
      ctx.app.inject({ method: 'POST', url: `/customer/${action}`, headers, payload });
    const openAt = (uprn: string) =>
      ctx.database.db
        .selectFrom('customer')
        .select(['code', 'status'])
        .where('uprn', '=', uprn)
        .where('status', 'in', ['PREACTIVE', 'PREORDER'])
        .orderBy('created_at')
        .orderBy('code')
        .execute();
    const claimsAt = (uprn: string) =>
      ctx.database.db
        .selectFrom('open_order')
        .select(['uprn', 'email', 'customer_code'])
        .where('uprn', '=', uprn)
        .orderBy('created_at')
        .orderBy('customer_code')
        .execute();
    const reviewOf = (code: string) =>
      ctx.database.db
        .selectFrom('order_review')
        .select(['reason', 'held_by'])
        .where('customer_code', '=', code)
        .executeTakeFirst();
    const statusOf = async (code: string) =>
      (
        await ctx.database.db
          .selectFrom('customer')
          .select('status')
          .where('code', '=', code)
          .executeTakeFirst()
      )?.status;

    it('takes exactly one of 50 concurrent identical sign-ups and refuses the rest with 409', async () => {
      now = START;
      const uprn = '100000000002';
      // The same person, the e-mail typed with different capitals: still one person.
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          post('SIGNUP', orderBody({ email: index % 2 ? 'Racer@Example.com' : 'racer@example.com' }, uprn)),
        ),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      for (const response of responses.filter((each) => each.statusCode === 409)) {
        expect(response.json()).toEqual({ error: 'customer.open_order_exists', message: OWN_ORDER_MESSAGE });
      }
      const winner = responses.find((response) => response.statusCode === 201)!.json().code as string;
      expect(await openAt(uprn)).toEqual([{ code: winner, status: 'PREACTIVE' }]);
      expect(await claimsAt(uprn)).toEqual([{ uprn, email: 'racer@example.com', customer_code: winner }]);
      const orders = await ctx.database.db
        .selectFrom('customer_order')
        .innerJoin('customer', 'customer.code', 'customer_order.customer_code')
        .select('customer_order.id')
        .where('customer.uprn', '=', uprn)
        .execute();
      expect(orders).toHaveLength(1);
      const workOrders = await ctx.database.db
        .selectFrom('work_order')
        .select('id')
        .where('customer_code', '=', winner)
        .execute();
      expect(workOrders).toHaveLength(1);
      expect(await reviewOf(winner)).toBeUndefined();
    });

    it("does not let a stranger's sign-up stop the resident ordering: the resident's order goes ahead, for review (decision 0381)", async () => {
      now = START;
      const uprn = '100000000003';
      const stranger = await post('SIGNUP', orderBody({ email: 'attacker@example.net' }, uprn));
      expect(stranger.statusCode).toBe(201);
      now = later(5 * 60_000);
      const resident = await post('SIGNUP', orderBody({ email: 'resident@example.com' }, uprn));
      expect(resident.statusCode).toBe(201);
      const residentCode = resident.json().code as string;
      expect(resident.json().work_order).not.toBeNull();
      expect(await reviewOf(residentCode)).toEqual({
        reason: 'ADDRESS_HAS_OPEN_ORDER',
        held_by: JSON.stringify([stranger.json().code]),
      });
      expect(await claimsAt(uprn)).toEqual([
        { uprn, email: 'attacker@example.net', customer_code: stranger.json().code },
        { uprn, email: 'resident@example.com', customer_code: residentCode },
      ]);
      // The resident's own order is still theirs to change, and still theirs alone.
      const update = await post('UPDATE', orderBody({ email: 'resident@example.com', addons: [] }, uprn));
      expect({ status: update.statusCode, code: update.json().code }).toEqual({
        status: 200,
        code: residentCode,
      });
      const twice = await post('SIGNUP', orderBody({ email: 'resident@example.com' }, uprn));
      expect({ status: twice.statusCode, key: twice.json().error }).toEqual({
        status: 409,
        key: 'customer.open_order_exists',
      });
    });

    it("does not let a stranger's lapsed claim count at all: released, and the resident's order needs no review", async () => {
      now = START;
      const uprn = '100000000004';
      const stranger = await post('SIGNUP', orderBody({ email: 'attacker@example.net' }, uprn));
      expect(stranger.statusCode).toBe(201);
      now = later(TIMINGS_MS.timerTtl + 1);
      const resident = await post('SIGNUP', orderBody({ email: 'resident@example.com' }, uprn));
      expect(resident.statusCode).toBe(201);
      expect(await reviewOf(resident.json().code)).toBeUndefined();
      expect(await statusOf(stranger.json().code)).toBe('CANCELLED');
      expect(await claimsAt(uprn)).toEqual([
        { uprn, email: 'resident@example.com', customer_code: resident.json().code },
      ]);
    });

    it('lets ten different people racing at one address all order, and marks all but the first for review', async () => {
      now = START;
      const uprn = '100000000005';
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          post('SIGNUP', orderBody({ email: `neighbour${index}@example.com` }, uprn)),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
      const reviews = await ctx.database.db
        .selectFrom('order_review')
        .innerJoin('customer', 'customer.code', 'order_review.customer_code')
        .select(['order_review.customer_code', 'order_review.held_by'])
        .where('customer.uprn', '=', uprn)
        .execute();
      // Orders at one address are taken one at a time, so each saw every claim made before it.
      expect(reviews).toHaveLength(9);
      expect(reviews.map((review) => JSON.parse(review.held_by).length).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9,
      ]);
      expect(await claimsAt(uprn)).toHaveLength(10);
    });

    it("refuses the same person's second pre-order, and takes a stranger's for review", async () => {
      now = START;
      const uprn = '100000000022';
      expect((await post('PREORDER', orderBody({ addons: [], promotions: [] }, uprn))).statusCode).toBe(201);
      const again = await post('PREORDERDDSDU', orderBody({ addons: [], promotions: [] }, uprn));
      expect({ status: again.statusCode, key: again.json().error }).toEqual({
        status: 409,
        key: 'customer.open_order_exists',
      });
      expect(await openAt(uprn)).toHaveLength(1);
      const stranger = await post(
        'PREORDER',
        orderBody({ email: 'x@example.net', addons: [], promotions: [] }, uprn),
      );
      expect(stranger.statusCode).toBe(201);
      expect((await reviewOf(stranger.json().code))?.reason).toBe('ADDRESS_HAS_OPEN_ORDER');
    });

    it('still lets the open order be changed (UPDATE), and interest, call-backs and prospects be left', async () => {
      now = START;
      const uprn = '100000000013';
      const signup = await post('SIGNUP', orderBody({ email: 'keeper@example.com' }, uprn));
      expect(signup.statusCode).toBe(201);
      const update = await post('UPDATE', orderBody({ email: 'keeper@example.com', addons: [] }, uprn));
      expect(update.statusCode).toBe(200);
      expect(update.json().code).toBe(signup.json().code);
      expect((await post('CALLME', callMeBody({ uprn, postcode: 'HB1 1AB' }))).statusCode).toBe(201);
      expect((await post('PROSPECT', prospectBody({ uprn }))).statusCode).toBe(201);
      expect((await post('ROI', interestBody({}, '100000000021'))).statusCode).toBe(201);
      expect(await openAt(uprn)).toHaveLength(1);
      expect(await claimsAt(uprn)).toHaveLength(1);
    });

    it('stores and replays the refusal under an Idempotency-Key, and one key still makes one customer', async () => {
      now = START;
      const uprn = '100000000001';
      const headers = { ...AUTH, 'idempotency-key': 'open-order-key-1' };
      const body = orderBody({ email: 'one.key@example.com' }, uprn);
      const responses = await Promise.all(Array.from({ length: 50 }, () => post('SIGNUP', body, headers)));
      const created = responses.filter((response) => response.statusCode === 201);
      expect(new Set(created.map((response) => response.json().code)).size).toBe(1);
      for (const response of responses) expect([201, 409]).toContain(response.statusCode);
      expect(await openAt(uprn)).toHaveLength(1);

      const otherKey = { ...AUTH, 'idempotency-key': 'open-order-key-2' };
      const refused = await post('SIGNUP', body, otherKey);
      const replayed = await post('SIGNUP', body, otherKey);
      expect(refused.statusCode).toBe(409);
      expect(replayed.statusCode).toBe(409);
      expect(replayed.headers['idempotent-replayed']).toBe('true');
      expect(replayed.json()).toEqual(refused.json());
    });

    it('tells the site whether this e-mail has an open order at this uprn, and nothing more (decision 0382)', async () => {
      now = START;
      const uprn = '100000000006';
      const lookUp = (payload: object, headers: Record<string, string> = AUTH) =>
        post('open-order-lookup', payload, headers);
      expect((await lookUp({ uprn, email: 'owner@example.com' })).json()).toEqual({ open: false });
      const signup = await post('SIGNUP', orderBody({ email: 'owner@example.com' }, uprn));
      expect(signup.statusCode).toBe(201);
      const mine = await lookUp({ uprn, email: 'OWNER@example.com' });
      expect({ status: mine.statusCode, body: mine.json() }).toEqual({ status: 200, body: { open: true } });
      expect((await lookUp({ uprn, email: 'someone.else@example.com' })).json()).toEqual({ open: false });
      expect((await lookUp({ uprn: '100000000001', email: 'owner@example.com' })).json()).toEqual({
        open: false,
      });
      expect((await lookUp({ uprn: '1', email: 'owner@example.com' })).json()).toEqual({ open: false });
      expect((await lookUp({ uprn, email: 'owner@example.com' }, {})).statusCode).toBe(401);
      const bad = await lookUp({ uprn: 'x', email: 'owner@example.com', code: signup.json().code });
      expect({ status: bad.statusCode, key: bad.json().error }).toEqual({
        status: 400,
        key: 'validation.invalid_body',
      });
      const cancelled = await ctx.app.inject({
        method: 'POST',
        url: `/customer/${signup.json().code}/cancel`,
        headers: AUTH,
      });
      expect(cancelled.statusCode).toBe(200);
      expect((await lookUp({ uprn, email: 'owner@example.com' })).json()).toEqual({ open: false });
    });
  },
  { app: { clock: () => now } },
);

describeEachDatabase(
  'the open-order migrations on a database that already holds duplicates',
  (ctx) => {
    const customer = (
      code: string,
      uprn: string | null,
      status: CustomerStatus,
      created_at: string,
      email?: string,
    ) => ({
      code,
      action: 'SIGNUP' as const,
      status,
      uprn,
      email: email ?? null,
      details: '{}',
      created_at,
      updated_at: created_at,
    });

    it('keeps every customer and gives the claim to the earliest open order of each uprn', async () => {
      const { db } = ctx.database;
      const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
      // Back to just before the open-order table (later migrations are undone first).
      const names = Object.keys(MIGRATIONS);
      const before = names[names.indexOf('2026-11-23-open-order-per-uprn') - 1]!;
      const down = await migrator.migrateTo(before);
      expect(down.error).toBeUndefined();
      expect(down.results?.at(-1)).toMatchObject({
        migrationName: '2026-11-23-open-order-per-uprn',
        status: 'Success',
      });
      await db
        .insertInto('customer')
        .values([
          customer('FBLATE', '100000000001', 'PREACTIVE', '2026-11-20T10:00:00.000Z'),
          customer('FBEARLY', '100000000001', 'PREACTIVE', '2026-11-19T10:00:00.000Z', ' Early@Example.com'),
          customer('FBTIEB', '100000000002', 'PREORDER', '2026-11-19T10:00:00.000Z'),
          customer('FBTIEA', '100000000002', 'PREORDER', '2026-11-19T10:00:00.000Z'),
          customer('FBROI', '100000000003', 'INTEREST', '2026-11-18T10:00:00.000Z'),
          customer('FBPLOT', null, 'PREORDER', '2026-11-18T10:00:00.000Z'),
        ])
        .execute();
      await migrateToLatest(db);
      const claims = await db
        .selectFrom('open_order')
        .select(['uprn', 'email', 'customer_code'])
        .orderBy('uprn')
        .execute();
      // Each claim keeps its customer and is now held under that customer's e-mail.
      expect(claims).toEqual([
        { uprn: '100000000001', email: 'early@example.com', customer_code: 'FBEARLY' },
        { uprn: '100000000002', email: '', customer_code: 'FBTIEA' },
      ]);
      expect(await db.selectFrom('customer').select('code').execute()).toHaveLength(6);
    });

    it('goes back to one claim an address, the earliest, when the per-customer claims are undone', async () => {
      const { db } = ctx.database;
      await db
        .insertInto('customer')
        .values([
          customer('FBSECOND', '100000000001', 'PREACTIVE', '2026-11-21T10:00:00.000Z', 'b@example.com'),
        ])
        .execute();
      await db
        .insertInto('open_order')
        .values({
          uprn: '100000000001',
          email: 'b@example.com',
          customer_code: 'FBSECOND',
          created_at: '2026-11-21T10:00:00.000Z',
        })
        .execute();
      const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
      const names = Object.keys(MIGRATIONS);
      const down = await migrator.migrateTo(
        names[names.indexOf('2026-11-27T08-00-open-order-per-customer') - 1]!,
      );
      expect(down.error).toBeUndefined();
      // biome-ignore lint/suspicious/noExplicitAny: the table as it was before, not today's type.
      const old = db as any;
      expect(
        await old.selectFrom('open_order').select(['uprn', 'customer_code']).orderBy('uprn').execute(),
      ).toEqual([
        { uprn: '100000000001', customer_code: 'FBEARLY' },
        { uprn: '100000000002', customer_code: 'FBTIEA' },
      ]);
      await migrateToLatest(db);
      expect(await db.selectFrom('order_review').selectAll().execute()).toEqual([]);
    });
  },
  { seed: false },
);

describe('MIGRATIONS', () => {
  it('applies the open-order tables after the tables they refer to, in name order', () => {
    const names = Object.keys(MIGRATIONS);
    expect(names).toEqual([...names].sort());
    expect(names.indexOf('2026-11-23-open-order-per-uprn')).toBeGreaterThan(
      names.indexOf('2026-11-22-initial-schema'),
    );
    // Later migrations (the catalogue version, the stored lookup bodies) touch no order table.
    expect(names.indexOf('2026-11-27T08-00-open-order-per-customer')).toBeGreaterThan(
      names.indexOf('2026-11-23-open-order-per-uprn'),
    );
  });
});
