import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initialBasketState } from '@fibre/domain/basket-state';
import { ukCalendarDate } from '@fibre/domain/calendar';
import { contractStart } from '@fibre/domain/contract-start';
import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_PRODUCTS } from '@fibre/domain/demo/products';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { preorderContextFor } from '@fibre/domain/preorder-address';
import { monthlyPaymentSchema } from '@fibre/domain/schemas/monthly-payment';
import { describe, expect, it } from 'vitest';
// The website's own pieces, as its basket and review step call them (decision 0440): they are pure
// and import only @fibre/domain, so the API's figures are checked against what a customer sees.
import { basketView } from '../../web/src/components/basket/basket-view';
import {
  reviewContractSummary,
  reviewPayments,
} from '../../web/src/components/checkout/steps/review-figures';
import type { OutboxEntry } from '../src/mail/mailer';
import { pdfText } from '../src/orders/pdf-text.test-support';
import { AUTH, describeEachApi, releaseOpenOrders } from './app';
import { orderBody } from './bodies';

/**
 * One order, one set of figures (decision 0440): orders placed through the provider API on Friday
 * 27 November 2026 (a 24-month Fibre 900 installed in December, the same with FRIEND50, and a
 * pre-order at HB1 1AD), and every figure of each read back: the API's monthly payment, the
 * website's basket and review (payments and contract summary) built from that answer, the
 * contract summary PDF and the confirmation e-mail. They must all say the same.
 */

const NOW = new Date('2026-11-27T10:00:00.000Z');
const BANK = { account_name: 'Sam Fibre', sort_code: '089999', account_number: '66374958' };
const OUTBOX = mkdtempSync(join(tmpdir(), 'provider-api-figures-outbox-'));

/** '£900.00', '£900', 'at most £900.00' as pence. */
function pence(text: string): number {
  const match = /£([\d,]+(?:\.\d{2})?)/.exec(text);
  if (!match?.[1]) throw new Error(`No amount in ${text}`);
  return Math.round(Number(match[1].replace(/,/g, '')) * 100);
}

/** The line of a text that starts with `label`. */
function lineOf(text: string, label: string): string {
  const lines = text.split(/\r?\n/).map((candidate) => candidate.trim().replace(/^- /, ''));
  const line = lines.find((candidate) => candidate.startsWith(label));
  if (!line) throw new Error(`No line '${label}' in:\n${text}`);
  return line;
}

/** The plain-text part of an e-mail file, quoted-printable decoded. */
function mailText(eml: string): string {
  const start = eml.search(/Content-Type: text\/plain/i);
  expect(start).toBeGreaterThan(-1);
  const headEnd =
    eml.indexOf('\n\n', start) >= 0 ? eml.indexOf('\n\n', start) : eml.indexOf('\r\n\r\n', start);
  const head = eml.slice(start, headEnd);
  const body = eml.slice(headEnd).replace(/^\s+/, '');
  // The part ends at the next MIME boundary, not at any line starting '--' (the text part underlines
  // its headings with dashes).
  const boundaries = [...eml.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => `\n--${match[1]}`);
  const ends = boundaries.map((boundary) => body.indexOf(boundary)).filter((index) => index >= 0);
  const part = body.slice(0, ends.length > 0 ? Math.min(...ends) : body.length).replace(/\r$/, '');
  if (!/quoted-printable/i.test(head)) return part;
  const bytes = part
    .replace(/=\r?\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes);
}

interface Case {
  title: string;
  action: 'SIGNUP' | 'PREORDER';
  uprn: string;
  product: number;
  promotions: number[];
  expected: { monthly: string; total: string; totalIsMaximum: boolean; startText: string };
}

const CASES: Case[] = [
  {
    title: 'Fibre 900 for 24 months, installed on Wednesday 2 December',
    action: 'SIGNUP',
    uprn: '100000000005',
    product: 1003,
    promotions: [1],
    // £32 (GIGAAUTO) for months 1 to 4, £35 for 5 to 16, £38 for 17 to 24.
    expected: { monthly: '£32.00', total: '£852.00', totalIsMaximum: false, startText: '2 December 2026' },
  },
  {
    title: 'the same with FRIEND50: £50 less, on every surface',
    action: 'SIGNUP',
    uprn: '100000000006',
    product: 1003,
    promotions: [1, 5],
    expected: { monthly: '£32.00', total: '£802.00', totalIsMaximum: false, startText: '2 December 2026' },
  },
  {
    title: 'a pre-order of Fibre 900 with BUILD20 at 10 Build Road, HB1 1AD',
    action: 'PREORDER',
    uprn: '100000000021',
    product: 1003,
    promotions: [4],
    // £30 (preorder £32 less BUILD20) in month 1, £33 for 2 to 13, £36 for 14 to 24: the most.
    expected: {
      monthly: '£30.00',
      total: '£822.00',
      totalIsMaximum: true,
      startText: 'The day your service goes live',
    },
  },
];

describeEachApi(
  'one order, one set of figures',
  (ctx) => {
    const post = (url: string, payload: unknown) =>
      ctx.app.inject({ method: 'POST', url, headers: AUTH, payload: payload as object });
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: AUTH });

    /** Places the order as the checkout does and returns its code and booked day. */
    async function place(order: Case): Promise<{ code: string; booked: string | null }> {
      await releaseOpenOrders(ctx.database.db);
      const created = await post(
        `/customer/${order.action}`,
        orderBody({ id_product: order.product, addons: [], promotions: order.promotions }, order.uprn),
      );
      expect(created.statusCode).toBe(201);
      const code: string = created.json().code;
      let booked: string | null = null;
      if (order.action === 'SIGNUP') {
        const workOrder: string = created.json().work_order.id_workorder;
        const slots = (await get(`/workorder/schedule/${workOrder}`)).json().slots as Array<{
          day: string;
          time: string;
          available: boolean;
        }>;
        const slot = slots.find((candidate) => candidate.available && candidate.day === '2026-12-02');
        expect(slot).toBeDefined();
        const put = await ctx.app.inject({
          method: 'PUT',
          url: `/workorder/schedule/${workOrder}`,
          headers: AUTH,
          payload: { day: slot?.day, time: slot?.time },
        });
        expect(put.statusCode).toBe(200);
        booked = slot?.day ?? null;
        expect((await post(`/customer/${code}/direct-debit`, BANK)).statusCode).toBe(201);
      }
      const confirmed = await post(`/customer/${code}/confirm`, { start_within_cancellation_period: true });
      expect(confirmed.statusCode).toBe(201);
      return { code, booked };
    }

    it.each(CASES)('$title', async (order) => {
      const { code, booked } = await place(order);
      const address = DEMO_ADDRESSES.find((entry) => entry.uprn === order.uprn)!;
      const preorder = order.action === 'PREORDER' ? preorderContextFor(address) : undefined;

      // The provider API's monthly payment, as the website's client reads it.
      const answer = await post('/product/calculate-monthly-payment', {
        products: [order.product],
        promotions: order.promotions,
        ...(preorder ? { uprn: order.uprn } : {}),
      });
      expect(answer.statusCode).toBe(200);
      const payment = monthlyPaymentSchema.parse(answer.json());

      // The website's basket, review payments and review contract summary for the same order.
      const basket = {
        ...initialBasketState,
        basketItem: order.product,
        selectedItem: order.product,
        promoCodes: DEMO_PROMOTIONS.filter((promotion) => order.promotions.includes(promotion.id_promotion)),
      };
      const start = contractStart({
        orderDay: ukCalendarDate(NOW),
        preorder: preorder !== undefined,
        installationDay: booked,
      });
      const figures = { basket, products: DEMO_PRODUCTS, addressType: 'RES' as const, start };
      const basketShown = basketView({ ...figures, payment });
      const review = reviewPayments({ ...figures, payment });
      const summary = reviewContractSummary({ ...figures, preorder, code });

      // The contract summary PDF and the confirmation e-mail the provider API made.
      const pdf = await pdfText((await get(`/customer/${code}/contract-summary`)).rawPayload);
      const entry = readdirSync(OUTBOX)
        .filter((name) => name.endsWith('.json'))
        .map((name) => JSON.parse(readFileSync(join(OUTBOX, name), 'utf8')) as OutboxEntry)
        .find((candidate) => candidate.subject.includes(code));
      expect(entry).toBeDefined();
      const mail = mailText(readFileSync(join(OUTBOX, entry!.eml), 'utf8'));

      const totals = {
        basket: basketShown.schedule?.totalText ?? '',
        review: review?.totalText ?? '',
        summary: summary?.price.totalStatement ?? '',
        pdf: lineOf(pdf, 'Monthly price:').split('Total contract value:')[1] ?? '',
        mail: lineOf(mail, 'Total contract value:'),
      };
      for (const [surface, text] of Object.entries(totals)) {
        expect(pence(text), `${surface}: ${text}`).toBe(pence(order.expected.total));
      }
      const atMost = order.expected.totalIsMaximum;
      expect(basketShown.schedule?.totalIsMaximum).toBe(atMost);
      for (const text of [totals.review, totals.summary, totals.pdf, totals.mail]) {
        expect(text.includes('at most')).toBe(atMost);
      }

      const monthly = {
        api: `£${payment.total_monthly_price}`,
        basket: basketShown.monthly?.text ?? '',
        summary: summary?.price.monthlyText ?? '',
        pdf: lineOf(pdf, 'Monthly price:'),
        mail: lineOf(mail, 'Monthly price:'),
      };
      for (const [surface, text] of Object.entries(monthly)) {
        expect(pence(text), `${surface}: ${text}`).toBe(pence(order.expected.monthly));
      }

      // The same start everywhere: the installation day, or the day the service goes live.
      expect(summary?.startText).toBe(order.expected.startText);
      expect(lineOf(pdf, 'Contract starts:')).toBe(`Contract starts: ${order.expected.startText}`);
      expect(lineOf(mail, 'Contract starts:')).toBe(`Contract starts: ${order.expected.startText}`);
      // The review's months: the same runs of equal payments as the summary's periods.
      expect(review?.rows.length).toBeGreaterThan(0);
      if (preorder) expect(review?.rows.every((row) => !/20\d\d/.test(row.period))).toBe(true);
    });
  },
  { app: { clock: () => NOW, config: { outboxDir: OUTBOX } } },
);

describe('mailText', () => {
  it('decodes a quoted-printable part', () => {
    const eml =
      'Content-Type: multipart/alternative; boundary="b"\n\n--b\n' +
      'Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\n' +
      'Total: =C2=A3900.00 soft=\nbreak\n-----------\nmore\n--b--';
    expect(mailText(eml)).toBe('Total: £900.00 softbreak\n-----------\nmore');
  });
});
