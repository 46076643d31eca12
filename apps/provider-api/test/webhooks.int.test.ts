import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrderEventType } from '@fibre/domain/schemas/order-events';
import { WEBHOOK_SECRET_PATTERN } from '@fibre/domain/webhook-signature';
import { buildStandIns, type StandIns } from '@fibre/stand-ins/app';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../src/mail/mailer';
import { enqueueOrderEvent } from '../src/orders/order-events';
import { insertCustomer } from '../src/repositories/customer.repository';
import { DeliveryWorker, type DeliveryWorkerOptions } from '../src/webhooks/delivery-worker';
import { fanOutEvents } from '../src/webhooks/event-fan-out';
import { makeInstallationReminders } from '../src/webhooks/installation-reminders';
import { AUTH, describeEachApi } from './app';

// The hub and its worker (issue 23, decisions 0640-0644) against a real HTTP receiver, the
// stand-ins' webhook inbox, on both databases.

const NOW = new Date('2026-11-28T10:00:00.000Z');

let receiverDir = '';
let receiver: StandIns;
let receiverUrl = '';

beforeAll(async () => {
  receiverDir = mkdtempSync(join(tmpdir(), 'webhooks-int-'));
  receiver = await buildStandIns({
    emailOutboxDir: join(receiverDir, 'email'),
    botCheckDir: join(receiverDir, 'bot-check'),
    webhookDir: join(receiverDir, 'webhooks'),
  });
  receiverUrl = await receiver.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await receiver.close();
  rmSync(receiverDir, { recursive: true, force: true });
});

interface InboxView {
  deliveries: { webhook_id: string; signature: string; answered: number; body: { type: string } }[];
  summary: {
    received: number;
    accepted: number;
    distinct_events: number;
    duplicates: number;
    refused: number;
  };
}

async function inbox(name: string): Promise<InboxView> {
  return (await receiver.inject({ method: 'GET', url: `/webhooks/${name}` })).json();
}

async function setInbox(name: string, settings: Record<string, unknown>) {
  const response = await receiver.inject({
    method: 'PUT',
    url: `/__control/webhooks/${name}`,
    payload: settings,
  });
  expect(response.statusCode).toBe(200);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachApi('webhooks: the hub, deliveries, retries and event e-mails', (ctx) => {
  const db = () => ctx.database.db;
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      sent.push(mail);
      return { messageId: `<${sent.length}@test>`, via: 'outbox', file: null };
    },
  };
  let inboxNumber = 0;
  const dialectTag = () => ctx.dialect.slice(0, 2);

  function worker(overrides: Partial<DeliveryWorkerOptions> = {}): DeliveryWorker {
    return new DeliveryWorker({
      db: db(),
      dialect: ctx.dialect,
      mailer,
      siteUrl: 'https://heybroadband.example',
      log: ctx.app.log,
      pollIntervalMs: 50,
      timeoutMs: 2_000,
      policy: { baseDelayMs: 20, maxDelayMs: 80, giveUpAfterMs: 5_000 },
      random: () => 0.5,
      ...overrides,
    });
  }

  /** Runs passes until nothing is pending (or the time is up). */
  async function drain(workers: DeliveryWorker[], limitMs = 10_000): Promise<void> {
    const until = Date.now() + limitMs;
    while (Date.now() < until) {
      await Promise.all(workers.map((each) => each.runOnce()));
      const pending = await db()
        .selectFrom('event_delivery')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      const undispatched = await db()
        .selectFrom('order_event as e')
        .leftJoin('order_event_dispatch as d', 'd.event_id', 'e.id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('d.event_id', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(pending.n) === 0 && Number(undispatched.n) === 0) return;
      await sleep(20);
    }
    throw new Error('Deliveries still pending');
  }

  /** A fresh inbox on the receiver and a subscription of it; earlier subscriptions are removed. */
  async function subscribe(events?: OrderEventType[], settings: Record<string, unknown> = {}) {
    inboxNumber += 1;
    const name = `${dialectTag()}-inbox-${inboxNumber}`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/hub',
      headers: AUTH,
      payload: { callback: `${receiverUrl}/webhooks/${name}`, ...(events ? { events } : {}) },
    });
    expect(response.statusCode).toBe(201);
    const subscription = response.json();
    await setInbox(name, { secret: subscription.secret, ...settings });
    return { id: subscription.id as string, inbox: name, secret: subscription.secret as string };
  }

  async function deliveriesOf(id: string) {
    const response = await ctx.app.inject({ method: 'GET', url: `/hub/${id}/deliveries`, headers: AUTH });
    expect(response.statusCode).toBe(200);
    return response.json().deliveries as {
      event_type: string;
      status: string;
      attempts: number;
      next_attempt_at: string | null;
      attempt_log: { attempt: number; status_code: number | null; error: string | null; outcome: string }[];
    }[];
  }

  async function customer(email: string | null = 'sam.fibre@example.com'): Promise<string> {
    const row = await insertCustomer(
      db(),
      { action: 'SIGNUP', status: 'ORDERED', email, contact_name: 'Sam', details: {} },
      NOW,
    );
    return row.code;
  }

  async function created(code: string) {
    return db()
      .transaction()
      .execute((trx) =>
        enqueueOrderEvent(
          trx,
          { type: 'order.created', customerCode: code, data: { state: 'acknowledged' } },
          new Date(),
        ),
      );
  }

  async function cancelled(code: string, owed: number | null = null) {
    return db()
      .transaction()
      .execute((trx) =>
        enqueueOrderEvent(
          trx,
          {
            type: 'order.cancelled',
            customerCode: code,
            data: { state: 'cancelled', reason: 'Cancelled by the customer', amount_owed: owed },
          },
          new Date(),
        ),
      );
  }

  beforeEach(async () => {
    // Each test starts with no subscriber and every earlier event already sent out.
    await db().deleteFrom('event_delivery_attempt').execute();
    await db().deleteFrom('event_delivery').execute();
    await db().deleteFrom('hub_subscription').execute();
    await fanOutEvents(db(), new Date(), 10_000);
    sent.length = 0;
  });

  describe('the hub routes', () => {
    it('subscribes a callback, shows the secret once, lists, reads and deletes it', async () => {
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/hub',
        headers: AUTH,
        payload: { callback: 'https://billing.example/hooks/orders', events: ['order.cancelled'] },
      });
      expect(created.statusCode).toBe(201);
      const subscription = created.json();
      expect(subscription).toMatchObject({
        callback: 'https://billing.example/hooks/orders',
        events: ['order.cancelled'],
      });
      expect(subscription.secret).toMatch(WEBHOOK_SECRET_PATTERN);

      const list = await ctx.app.inject({ method: 'GET', url: '/hub', headers: AUTH });
      expect(list.json().subscriptions).toEqual([
        {
          id: subscription.id,
          callback: subscription.callback,
          events: ['order.cancelled'],
          created_at: subscription.created_at,
        },
      ]);
      expect(list.body).not.toContain(subscription.secret);
      const one = await ctx.app.inject({ method: 'GET', url: `/hub/${subscription.id}`, headers: AUTH });
      expect(one.json()).not.toHaveProperty('secret');

      const deleted = await ctx.app.inject({
        method: 'DELETE',
        url: `/hub/${subscription.id}`,
        headers: AUTH,
      });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().id).toBe(subscription.id);
      for (const [method, url] of [
        ['GET', `/hub/${subscription.id}`],
        ['DELETE', `/hub/${subscription.id}`],
        ['GET', `/hub/${subscription.id}/deliveries`],
      ] as const) {
        const response = await ctx.app.inject({ method, url, headers: AUTH });
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('hub.not_found');
      }
    });

    it('replays a subscription under the same Idempotency-Key instead of making a second', async () => {
      const headers = { ...AUTH, 'idempotency-key': `hub-${dialectTag()}-1` };
      const payload = { callback: 'https://field.example/hooks' };
      const first = await ctx.app.inject({ method: 'POST', url: '/hub', headers, payload });
      const again = await ctx.app.inject({ method: 'POST', url: '/hub', headers, payload });
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      const list = await ctx.app.inject({ method: 'GET', url: '/hub', headers: AUTH });
      expect(list.json().subscriptions).toHaveLength(1);
    });

    it.each([
      ['ftp://billing.example/hooks', 'http:// or https://'],
      ['https://user:secret@billing.example/hooks', 'no user name or password'],
      ['https://billing.example/hooks#here', 'fragment'],
      ['not a url', 'full URL'],
      ['', 'Enter the callback URL'],
    ])('refuses the callback %j', async (callback, words) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/hub',
        headers: AUTH,
        payload: { callback },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('validation.invalid_body');
      expect(JSON.stringify(response.json().fields)).toContain(words);
    });

    it('refuses an unknown event type, a repeated one, other fields, and a caller without the token', async () => {
      const callback = 'https://billing.example/hooks';
      for (const payload of [
        { callback, events: ['order.exploded'] },
        { callback, events: ['order.created', 'order.created'] },
        { callback, events: [] },
        { callback, secret: 'mine' },
      ]) {
        const response = await ctx.app.inject({ method: 'POST', url: '/hub', headers: AUTH, payload });
        expect(response.statusCode).toBe(400);
      }
      const anonymous = await ctx.app.inject({ method: 'POST', url: '/hub', payload: { callback } });
      expect(anonymous.statusCode).toBe(401);
      const list = await ctx.app.inject({ method: 'GET', url: '/hub', headers: AUTH });
      expect(list.json().subscriptions).toEqual([]);
    });
  });

  describe('delivery', () => {
    it('delivers each event once to each subscriber that wants it, signed with its own secret', async () => {
      const all = await subscribe();
      const cancellations = await subscribe(['order.cancelled']);
      const code = await customer();
      const first = await created(code);
      const second = await cancelled(code, 12.5);
      await drain([worker()]);

      const everything = await inbox(all.inbox);
      expect(everything.deliveries.map((delivery) => delivery.webhook_id).sort()).toEqual(
        [first.id, second.id].sort(),
      );
      expect(everything.deliveries.every((delivery) => delivery.signature === 'valid')).toBe(true);
      expect(everything.summary).toMatchObject({ accepted: 2, duplicates: 0, refused: 0 });
      const only = await inbox(cancellations.inbox);
      expect(only.deliveries.map((delivery) => delivery.body)).toEqual([second]);

      const log = await deliveriesOf(all.id);
      expect(log).toHaveLength(2);
      for (const delivery of log) {
        expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, next_attempt_at: null });
        expect(delivery.attempt_log).toMatchObject([{ attempt: 1, status_code: 200, outcome: 'delivered' }]);
      }
      // The cancellation e-mails the customer once, from the event.
      expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
        ['sam.fibre@example.com', `Your Hey!Broadband order ${code} is cancelled`],
      ]);
      expect(sent[0]?.text).toContain('You owe £12.50');
      // Nothing more on later passes.
      await worker().runOnce();
      expect((await inbox(all.inbox)).summary.received).toBe(2);
      expect(sent).toHaveLength(1);
    });

    it('does not send an event from before a subscription to it', async () => {
      const code = await customer();
      await created(code);
      await sleep(5);
      const late = await subscribe();
      await drain([worker()]);
      expect((await inbox(late.inbox)).summary.received).toBe(0);
    });

    it('retries a callback that answers 500 with backoff until it takes the event', async () => {
      const flaky = await subscribe(undefined, { fail_next: 2 });
      const event = await created(await customer());
      await drain([worker()]);
      const [delivery] = await deliveriesOf(flaky.id);
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 3 });
      expect(
        delivery?.attempt_log.map((attempt) => [attempt.status_code, attempt.outcome, attempt.error]),
      ).toEqual([
        [500, 'failed', 'HTTP 500'],
        [500, 'failed', 'HTTP 500'],
        [200, 'delivered', null],
      ]);
      const received = await inbox(flaky.inbox);
      expect(received.deliveries.map((each) => each.webhook_id)).toEqual([event.id, event.id, event.id]);
      expect(received.summary).toMatchObject({ accepted: 1, refused: 2, duplicates: 0 });
    });

    it('retries a callback that does not answer within the timeout', async () => {
      const slow = await subscribe(undefined, { delay_ms: 1_500 });
      await created(await customer());
      const impatient = worker({ timeoutMs: 300 });
      await impatient.runOnce();
      let [delivery] = await deliveriesOf(slow.id);
      expect(delivery).toMatchObject({ status: 'pending', attempts: 1 });
      expect(delivery?.attempt_log[0]).toMatchObject({
        status_code: null,
        error: 'No answer within 300 ms',
        outcome: 'failed',
      });
      await setInbox(slow.inbox, { delay_ms: 0 });
      await drain([impatient]);
      [delivery] = await deliveriesOf(slow.id);
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 });
    });

    it('gives a delivery up once its time is over, and tries it no more', async () => {
      const down = await subscribe(undefined, { mode: 'fail' });
      await created(await customer());
      const quick = worker({ policy: { baseDelayMs: 20, maxDelayMs: 40, giveUpAfterMs: 400 } });
      await drain([quick]);
      const [delivery] = await deliveriesOf(down.id);
      expect(delivery?.status).toBe('given_up');
      expect(delivery?.next_attempt_at).toBeNull();
      expect(delivery?.attempt_log.at(-1)?.outcome).toBe('given_up');
      expect(delivery?.attempt_log.slice(0, -1).every((attempt) => attempt.outcome === 'failed')).toBe(true);
      const attempts = delivery?.attempt_log.length ?? 0;
      // Slow machines make fewer attempts in the time; at least one is retried before the end.
      expect(attempts).toBeGreaterThanOrEqual(2);
      await sleep(100);
      await quick.runOnce();
      expect((await inbox(down.inbox)).summary.received).toBe(attempts);
    });

    it('lets two workers share the work without ever making one attempt twice', async () => {
      const busy = await subscribe();
      const code = await customer(null);
      const events = [];
      for (let n = 0; n < 30; n += 1) events.push(await created(code));
      const workers = [worker({ batchSize: 4 }), worker({ batchSize: 4 })];
      await drain(workers, 20_000);

      const received = await inbox(busy.inbox);
      expect(received.summary).toMatchObject({
        received: 30,
        accepted: 30,
        distinct_events: 30,
        duplicates: 0,
      });
      const attempts = await db()
        .selectFrom('event_delivery_attempt')
        .select(['delivery_id', 'attempt', 'worker'])
        .execute();
      expect(attempts).toHaveLength(30);
      expect(new Set(attempts.map((attempt) => attempt.delivery_id)).size).toBe(30);
      const deliveries = await db().selectFrom('event_delivery').select(['event_id', 'target']).execute();
      expect(deliveries).toHaveLength(30);
      expect(new Set(deliveries.map((delivery) => delivery.event_id))).toEqual(
        new Set(events.map((e) => e.id)),
      );
    });

    it('fans an event out once however many workers race for it', async () => {
      await subscribe();
      const code = await customer(null);
      for (let n = 0; n < 10; n += 1) await created(code);
      const counts = await Promise.all([1, 2, 3].map(() => fanOutEvents(db(), new Date())));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(10);
      const rows = await db().selectFrom('event_delivery').select('id').execute();
      expect(rows).toHaveLength(10);
    });

    it('drops the pending deliveries of a deleted subscription', async () => {
      const gone = await subscribe(undefined, { mode: 'fail' });
      await created(await customer());
      await worker().runOnce();
      expect((await deliveriesOf(gone.id))[0]?.status).toBe('pending');
      await ctx.app.inject({ method: 'DELETE', url: `/hub/${gone.id}`, headers: AUTH });
      expect(await db().selectFrom('event_delivery').select('id').execute()).toEqual([]);
      expect(await db().selectFrom('event_delivery_attempt').select('id').execute()).toEqual([]);
    });
  });

  describe('event e-mails', () => {
    it('e-mails a moved installation once, and retries an e-mail the mail server refused', async () => {
      const code = await customer('ali@example.com');
      await db()
        .transaction()
        .execute((trx) =>
          enqueueOrderEvent(
            trx,
            {
              type: 'order.installation_rescheduled',
              customerCode: code,
              data: {
                state: 'acknowledged',
                installation: { day: '2026-12-04', time: '08:00-13:00' },
                previous_installation: { day: '2026-12-02', time: '13:00-18:00' },
              },
            },
            new Date(),
          ),
        );
      let refusals = 1;
      const flakyMailer: Mailer = {
        async send(mail) {
          if (refusals > 0) {
            refusals -= 1;
            throw new Error('421 try again later');
          }
          return mailer.send(mail);
        },
      };
      await drain([worker({ mailer: flakyMailer })]);
      expect(sent.map((mail) => mail.subject)).toEqual([
        `Your Hey!Broadband installation has moved: order ${code}`,
      ]);
      const delivery = await db()
        .selectFrom('event_delivery')
        .selectAll()
        .where('target', '=', 'email')
        .executeTakeFirstOrThrow();
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 });
    });

    it('makes one reminder the day before a booked visit, however often it looks, and e-mails it', async () => {
      const code = await customer('jo@example.com');
      await db()
        .insertInto('order_state')
        .values({ customer_code: code, state: 'acknowledged', updated_at: NOW.toISOString() })
        .execute();
      await db()
        .insertInto('work_order')
        .values({
          id: `WO-${code}`,
          customer_code: code,
          status: 'SCHEDULED',
          window_start: '2026-11-20',
          window_end: '2026-12-20',
          slot_day: '2026-11-29',
          slot_time: '13:00-18:00',
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        })
        .execute();
      // Two days before: nothing yet.
      expect(await makeInstallationReminders(db(), new Date('2026-11-27T10:00:00.000Z'))).toBe(0);
      const looks = await Promise.all([1, 2, 3].map(() => makeInstallationReminders(db(), NOW)));
      expect(looks.reduce((sum, made) => sum + made, 0)).toBe(1);
      expect(await makeInstallationReminders(db(), NOW)).toBe(0);
      const reminders = await db()
        .selectFrom('order_event')
        .select('body')
        .where('customer_code', '=', code)
        .where('type', '=', 'order.installation_reminder')
        .execute();
      expect(reminders.map((row) => JSON.parse(row.body).data)).toEqual([
        { order_code: code, state: 'acknowledged', installation: { day: '2026-11-29', time: '13:00-18:00' } },
      ]);
      await drain([worker()]);
      expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
        ['jo@example.com', 'Your Hey!Broadband installation is tomorrow'],
      ]);
      // A cancelled order gets no reminder of a new slot.
      await db()
        .updateTable('order_state')
        .set({ state: 'cancelled' })
        .where('customer_code', '=', code)
        .execute();
      await db()
        .updateTable('work_order')
        .set({ slot_time: '08:00-13:00' })
        .where('customer_code', '=', code)
        .execute();
      expect(await makeInstallationReminders(db(), NOW)).toBe(0);
    });
  });
});
