import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../src/mail/mailer';
import { pdfText } from '../src/orders/pdf-text.test-support';
import { AUTH, describeEachApi, releaseOpenOrders } from './app';
import { interestBody, orderBody } from './bodies';

// Monday 23 November 2026: the work order offers slots from Thursday 26th.
const NOW = new Date('2026-11-23T10:00:00.000Z');
const SLOT = { day: '2026-11-27', time: '08:00-13:00' };
const BANK = { account_name: 'Sam Fibre', sort_code: '089999', account_number: '66374958' };
const OUTBOX = mkdtempSync(join(tmpdir(), 'provider-api-outbox-'));

/** The outbox entries (the .json index) of one order. */
function outboxOf(code: string, dir = OUTBOX): OutboxEntry[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as OutboxEntry)
    .filter((entry) => entry.subject.includes(code));
}

/** The base64 body of the MIME part that carries the named attachment, decoded. */
function attachmentOf(eml: string, filename: string): Buffer {
  const start = eml.indexOf(`filename=${filename}`);
  expect(start).toBeGreaterThan(-1);
  const body = eml.slice(eml.indexOf('\n\n', start) + 2);
  return Buffer.from(body.slice(0, body.indexOf('\n--')).replace(/\s+/g, ''), 'base64');
}

describeEachApi(
  'order confirmation, contract summary and order e-mail',
  (ctx) => {
    const post = (url: string, payload: unknown, headers: Record<string, string> = AUTH) =>
      ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: AUTH });

    async function signUp(body = orderBody()): Promise<{ code: string; workOrder: string }> {
      await releaseOpenOrders(ctx.database.db);
      const response = await post('/customer/SIGNUP', body);
      expect(response.statusCode).toBe(201);
      return { code: response.json().code, workOrder: response.json().work_order.id_workorder };
    }

    /**
     * Books the work order: into the given slot, else the first with a place left from Monday 30
     * November (the days before are kept for the tests that name their slot; a slot takes three).
     */
    async function book(workOrder: string, slot?: { day: string; time: string }): Promise<void> {
      const schedule = await get(`/workorder/schedule/${workOrder}`);
      const free = schedule
        .json()
        .slots.find(
          (candidate: { day: string; available: boolean }) =>
            candidate.available && candidate.day >= '2026-11-30',
        );
      const chosen = slot ?? { day: free.day, time: free.time };
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/workorder/schedule/${workOrder}`,
        headers: AUTH,
        payload: chosen,
      });
      expect(response.statusCode).toBe(200);
    }

    async function directDebit(code: string): Promise<void> {
      expect((await post(`/customer/${code}/direct-debit`, BANK)).statusCode).toBe(201);
    }

    async function readyToConfirm(): Promise<string> {
      const { code, workOrder } = await signUp();
      await book(workOrder);
      await directDebit(code);
      return code;
    }

    const confirm = (code: string, key?: string, start = true) =>
      post(
        `/customer/${code}/confirm`,
        { start_within_cancellation_period: start },
        key ? { ...AUTH, 'idempotency-key': key } : AUTH,
      );

    describe('POST /customer/{code}/confirm', () => {
      it('places a booked sign-up with a Direct Debit: ORDERED, and one e-mail with the summary PDF', async () => {
        const code = await readyToConfirm();
        const response = await confirm(code, `confirm-${code}`);
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({
          code,
          status: 'ORDERED',
          order_number: code,
          confirmed_at: NOW.toISOString(),
          email_sent_to: 'sam.fibre@example.com',
        });

        const record = await get(`/customer/${code}`);
        expect(record.json()).toMatchObject({
          status: 'ORDERED',
          confirmed_at: NOW.toISOString(),
          start_within_cancellation_period: true,
        });
        // The address stays claimed by the confirmed order.
        const claim = await ctx.database.db
          .selectFrom('open_order')
          .selectAll()
          .where('customer_code', '=', code)
          .execute();
        expect(claim).toHaveLength(1);

        const entries = outboxOf(code);
        expect(entries).toHaveLength(1);
        const [entry] = entries as [OutboxEntry];
        expect(entry).toMatchObject({
          to: 'sam.fibre@example.com',
          from: 'Hey!Broadband <orders@heybroadband.example>',
          subject: `Your Hey!Broadband order ${code} is confirmed`,
          attachments: [`contract-summary-${code}.pdf`],
          sent_at: NOW.toISOString(),
        });
        const eml = readFileSync(join(OUTBOX, entry.eml), 'utf8');
        expect(eml).toContain('******58');
        expect(eml).not.toContain('66374958');
        expect(eml).toContain('08-99-99');
        expect(eml).toContain('Content-Type: application/pdf');
        expect(eml).toContain('Direct Debit Guarantee');
        const pdf = attachmentOf(eml, `contract-summary-${code}.pdf`);
        expect((await PDFDocument.load(pdf)).getPageCount()).toBeGreaterThan(0);
        expect(await pdfText(pdf)).toContain(`Order number: ${code}`);

        const stored = await ctx.database.db
          .selectFrom('order_confirmation')
          .selectAll()
          .where('customer_code', '=', code)
          .executeTakeFirstOrThrow();
        expect(stored).toMatchObject({ email_status: 'SENT', start_within_cancellation_period: 1 });
      });

      it('records the answer no to the 14-day question', async () => {
        const code = await readyToConfirm();
        expect((await confirm(code, undefined, false)).statusCode).toBe(201);
        expect((await get(`/customer/${code}`)).json().start_within_cancellation_period).toBe(false);
      });

      it('refuses a sign-up without a booked visit: 422 order.installation_not_booked, nothing changed', async () => {
        const { code } = await signUp();
        await directDebit(code);
        const response = await confirm(code);
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ error: 'order.installation_not_booked' });
        const record = (await get(`/customer/${code}`)).json();
        expect(record).toMatchObject({
          status: 'PREACTIVE',
          confirmed_at: null,
          start_within_cancellation_period: null,
        });
        expect(outboxOf(code)).toEqual([]);
      });

      it('refuses a sign-up without a Direct Debit: 422 order.direct_debit_missing', async () => {
        const { code, workOrder } = await signUp();
        await book(workOrder);
        const response = await confirm(code);
        expect(response.statusCode).toBe(422);
        expect(response.json().error).toBe('order.direct_debit_missing');
        expect((await get(`/customer/${code}`)).json().status).toBe('PREACTIVE');
      });

      it('refuses a second confirmation with 409 order.already_confirmed and sends one e-mail', async () => {
        const code = await readyToConfirm();
        expect((await confirm(code, `first-${code}`)).statusCode).toBe(201);
        const again = await confirm(code, `second-${code}`);
        expect(again.statusCode).toBe(409);
        expect(again.json().error).toBe('order.already_confirmed');
        expect((await confirm(code)).statusCode).toBe(409);
        expect(outboxOf(code)).toHaveLength(1);
      });

      it('replays the first answer for the same Idempotency-Key, with no second e-mail', async () => {
        const code = await readyToConfirm();
        const first = await confirm(code, `replay-${code}`);
        const second = await confirm(code, `replay-${code}`);
        expect(first.statusCode).toBe(201);
        expect(second.statusCode).toBe(201);
        expect(second.json()).toEqual(first.json());
        expect(second.headers['idempotent-replayed']).toBe('true');
        expect(outboxOf(code)).toHaveLength(1);
      });

      it('lets one of two racing confirmations through', async () => {
        const code = await readyToConfirm();
        const answers = await Promise.all([confirm(code), confirm(code)]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
        expect(outboxOf(code)).toHaveLength(1);
      });

      it('places a PREORDER with no Direct Debit, and refuses a PREORDERDDSDU without one', async () => {
        await releaseOpenOrders(ctx.database.db);
        const plain = await post(
          '/customer/PREORDER',
          orderBody({ addons: [], promotions: [4] }, '100000000023'),
        );
        expect(plain.statusCode).toBe(201);
        expect((await confirm(plain.json().code)).statusCode).toBe(201);
        // The pre-order price (£27) less BUILD20 (£2), in the e-mailed summary.
        const [entry] = outboxOf(plain.json().code) as [OutboxEntry];
        const eml = readFileSync(join(OUTBOX, entry.eml), 'utf8');
        const text = await pdfText(attachmentOf(eml, `contract-summary-${plain.json().code}.pdf`));
        expect(text).toContain('Monthly price: £25.00');

        const withDebit = await post(
          '/customer/PREORDERDDSDU',
          orderBody({ addons: [], promotions: [] }, '100000000024'),
        );
        expect(withDebit.statusCode).toBe(201);
        const refused = await confirm(withDebit.json().code);
        expect(refused.statusCode).toBe(422);
        expect(refused.json().error).toBe('order.direct_debit_missing');
        await directDebit(withDebit.json().code);
        expect((await confirm(withDebit.json().code)).statusCode).toBe(201);
      });

      it('refuses a customer with no open order with 409 order.not_confirmable', async () => {
        const interest = await post('/customer/ROI', interestBody());
        expect(interest.statusCode).toBe(201);
        const response = await confirm(interest.json().code);
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toBe('order.not_confirmable');
      });

      it('answers 404 customer.not_found for an unknown code', async () => {
        const response = await confirm('FB00000000');
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('customer.not_found');
      });

      it.each([
        [{}],
        [{ start_within_cancellation_period: 'yes' }],
        [{ start_within_cancellation_period: true, code: 'FB1' }],
      ])('refuses the body %j with 400', async (body) => {
        const code = await readyToConfirm();
        const response = await post(`/customer/${code}/confirm`, body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('validation.invalid_body');
      });

      it('needs the token', async () => {
        const response = await post(
          '/customer/FB00000000/confirm',
          { start_within_cancellation_period: true },
          {},
        );
        expect(response.statusCode).toBe(401);
      });
    });

    describe('GET /customer/{code}/contract-summary', () => {
      it("answers the latest order's summary as a PDF with its figures", async () => {
        const { code, workOrder } = await signUp();
        await book(workOrder, SLOT);
        const response = await get(`/customer/${code}/contract-summary`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          `inline; filename="contract-summary-${code}.pdf"`,
        );
        const text = await pdfText(response.rawPayload);
        // Fibre 400 with WELCOME10 (£27) and the home phone (£7), from Friday 27 November 2026.
        expect(text).toContain(`Order number: ${code}`);
        expect(text).toContain('Monthly price: £34.00');
        expect(text).toContain('Contract starts: 27 November 2026');
        expect(text).toContain('Total contract value: £894.00');
        expect(text).toContain('goes up by £3.00 a month');
      });

      it('answers 409 order.none for a customer without an order', async () => {
        const interest = await post('/customer/ROI', interestBody());
        const response = await get(`/customer/${interest.json().code}/contract-summary`);
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toBe('order.none');
      });

      it('answers 404 customer.not_found for an unknown code', async () => {
        const response = await get('/customer/FB00000000/contract-summary');
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('customer.not_found');
      });
    });
  },
  { app: { clock: () => NOW, config: { outboxDir: OUTBOX } } },
);

describeEachApi(
  'order confirmation when the mail server is down',
  (ctx) => {
    it('keeps the order ORDERED and records the e-mail as FAILED', async () => {
      const post = (url: string, payload: unknown) =>
        ctx.app.inject({ method: 'POST', url, headers: AUTH, payload: payload as object });
      const signUp = await post('/customer/SIGNUP', orderBody());
      const code = signUp.json().code;
      await ctx.app.inject({
        method: 'PUT',
        url: `/workorder/schedule/${signUp.json().work_order.id_workorder}`,
        headers: AUTH,
        payload: SLOT,
      });
      expect((await post(`/customer/${code}/direct-debit`, BANK)).statusCode).toBe(201);
      const response = await post(`/customer/${code}/confirm`, { start_within_cancellation_period: true });
      expect(response.statusCode).toBe(201);
      expect(response.json().status).toBe('ORDERED');
      const record = await ctx.app.inject({ method: 'GET', url: `/customer/${code}`, headers: AUTH });
      expect(record.json().status).toBe('ORDERED');
      const stored = await ctx.database.db
        .selectFrom('order_confirmation')
        .selectAll()
        .where('customer_code', '=', code)
        .executeTakeFirstOrThrow();
      expect(stored.email_status).toBe('FAILED');
      expect(stored.email_error).toMatch(/ECONNREFUSED|connect/i);
    });
  },
  // Port 1 on loopback: nothing listens there, so the connection is refused at once.
  { app: { clock: () => NOW, config: { smtpUrl: 'smtp://127.0.0.1:1' } } },
);
