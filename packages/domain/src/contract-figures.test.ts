import { describe, expect, it } from 'vitest';
import { type CalendarDate, compareCalendarDates, longDate } from './calendar';
import { billedMonthlyPayment, contractFigures } from './contract-figures';
import { type ContractStart, contractMonthStart, contractStart, contractStartDay } from './contract-start';
import { buildContractSummary } from './contract-summary';
import { DEMO_PROMOTIONS } from './demo/promotions';
import { formatPrice, type Pence, penceFromPounds } from './money';
import { preorderContextFor } from './preorder-address';
import type { PreorderContext } from './preorder-pricing';
import { reconcilePromotions } from './promotions';
import { monthlyPaymentSchema } from './schemas/monthly-payment';
import type { Product } from './schemas/product';
import type { Promotion } from './schemas/promotion';
import { demoAddressByUprn, demoProduct, demoPromotion } from './test-support/builders';

/**
 * The one-figure test (decision 0440): orders placed on days around the April rise and month ends,
 * a 24-month plan, a 12-month plan and a pre-order at HB1 1AD, with no promotion, each demo
 * promotion that holds there, and FRIEND50. For each, the figures every surface shows (the basket
 * from the provider's answer as it crosses the wire, the contract summary that the review, the PDF
 * and the e-mail print) agree with each other and with a month-by-month count done here from the
 * calendar, independently of the schedule's threshold arithmetic.
 */

const day = (year: number, month: number, date: number): CalendarDate => ({ year, month, day: date });

const ORDER_DAYS: CalendarDate[] = [
  day(2026, 11, 27),
  day(2026, 12, 31),
  day(2027, 1, 31),
  day(2027, 2, 28),
  day(2028, 2, 29),
  day(2027, 3, 26),
  day(2027, 3, 31),
  day(2027, 4, 1),
  day(2027, 4, 30),
];

interface Order {
  name: string;
  plan: Product;
  addons: Product[];
  coverage: string;
  preorder: PreorderContext | undefined;
}

const ORDERS: Order[] = [
  {
    name: 'Fibre 900, 24 months, at 1 Fibre Street',
    plan: demoProduct(1003),
    addons: [],
    coverage: 'PASSSERV',
    preorder: undefined,
  },
  {
    name: 'Fibre 400, 12 months, with Home Phone, at 1 Fibre Street',
    plan: demoProduct(1012),
    addons: [demoProduct(9001)],
    coverage: 'PASSSERV',
    preorder: undefined,
  },
  {
    name: 'Fibre 900 pre-ordered at 10 Build Road, HB1 1AD',
    plan: demoProduct(1003),
    addons: [],
    coverage: 'DESIGN',
    preorder: preorderContextFor(demoAddressByUprn('100000000021')),
  },
];

/** No code, each code that holds for the plan at the address (with the auto ones), and FRIEND50 alone. */
function promotionSets(order: Order): Array<{ name: string; promotions: Promotion[] }> {
  const criteria = { productId: order.plan.id_product, coverage: order.coverage };
  const auto = reconcilePromotions([], DEMO_PROMOTIONS, criteria);
  const codes = DEMO_PROMOTIONS.filter((promotion) => !promotion.auto);
  return [
    { name: 'no code', promotions: auto },
    ...codes.map((code) => ({
      name: code.code,
      promotions: reconcilePromotions([...auto, code], DEMO_PROMOTIONS, criteria),
    })),
    {
      name: 'FRIEND50',
      promotions: reconcilePromotions([demoPromotion('FRIEND50')], DEMO_PROMOTIONS, criteria),
    },
  ];
}

/** The provider API's answer as the website receives it: JSON, parsed by the wire schema. */
function overTheWire(payment: ReturnType<typeof billedMonthlyPayment>) {
  return monthlyPaymentSchema.parse(JSON.parse(JSON.stringify(payment)));
}

/** Whether the April rise of `year` (2 April) falls after the start and by the day a month starts. */
function risesBy(start: CalendarDate, monthStart: CalendarDate): number {
  let rises = 0;
  for (let year = start.year; year <= monthStart.year; year++) {
    const rise = day(year, 4, 2);
    if (compareCalendarDates(rise, start) > 0 && compareCalendarDates(rise, monthStart) <= 0) rises += 1;
  }
  return rises;
}

/**
 * Counted here month by month from the calendar: each month's recurring charge with the rises that
 * came before its first day, the free months at £0, the set-up fee in month 1, the one-off credit
 * off the first bills. An unknown start is counted as a start on 2 March, the dearest case.
 */
function countedTotal(input: {
  start: CalendarDate | null;
  months: number;
  items: Array<{ monthly: Pence; freeMonths: number; firstCharge: Pence; rise: Pence }>;
  credit: Pence;
}): Pence {
  const start = input.start ?? day(2027, 3, 2);
  let credit = input.credit;
  let total = 0;
  for (let month = 1; month <= Math.max(1, input.months); month++) {
    const rises = month === 1 ? 0 : risesBy(start, contractMonthStart(start, month));
    let amount = 0;
    for (const item of input.items) {
      if (month === 1) amount += item.firstCharge;
      if (month > item.freeMonths) amount += item.monthly + item.rise * rises;
    }
    const used = Math.min(credit, amount);
    credit -= used;
    total += amount - used;
  }
  return total;
}

const cases = ORDER_DAYS.flatMap((orderDay) =>
  ORDERS.flatMap((order) =>
    promotionSets(order).map((set) => ({
      label: `${order.name}, ordered ${longDate(orderDay)}, ${set.name}`,
      orderDay,
      order,
      promotions: set.promotions,
    })),
  ),
);

describe('one contract, one set of figures', () => {
  it.each(cases)('$label', ({ orderDay, order, promotions }) => {
    // A sign-up books the earliest visit; a pre-order has no go-live day yet.
    const booked = contractStart({ orderDay, preorder: order.preorder !== undefined });
    const start: ContractStart =
      booked.kind === 'earliest-installation' ? { kind: 'installation', day: booked.day } : booked;
    const products = { plan: order.plan, addons: order.addons, promotions };

    const api = billedMonthlyPayment({ ...products, preorder: order.preorder });
    const basket = contractFigures({ ...products, billed: overTheWire(api), basis: 'including-vat', start });
    const summary = buildContractSummary({
      ...products,
      start,
      basis: 'including-vat',
      ...(order.preorder ? { preorder: order.preorder } : {}),
    });

    const items = api.details.map((line) => {
      const product = [order.plan, ...order.addons].find((entry) => entry.id_product === line.id_product)!;
      return {
        monthly: penceFromPounds(line.monthly_price),
        freeMonths: line.free_months,
        firstCharge: penceFromPounds(line.first_charge),
        rise: penceFromPounds(product.annual_increase),
      };
    });
    const credit = api.details.reduce((sum, line) => sum + penceFromPounds(line.one_off_credit), 0);
    const expected = countedTotal({
      start: contractStartDay(start),
      months: order.plan.months,
      items,
      credit,
    });

    expect(basket.total).toBe(expected);
    expect(summary.price.total).toBe(expected);
    expect(basket.monthly).toBe(penceFromPounds(api.total_monthly_price));
    expect(summary.price.monthly).toBe(basket.monthly);
    expect(summary.price.oneOffCredit).toBe(basket.oneOffCredit);
    expect(summary.price.firstIncreaseMonth).toBe(basket.firstIncreaseMonth);
    expect(
      summary.price.periods.map(({ firstMonth, lastMonth, monthly }) => [firstMonth, lastMonth, monthly]),
    ).toEqual(basket.periods.map(({ firstMonth, lastMonth, monthly }) => [firstMonth, lastMonth, monthly]));
    expect(basket.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(expected);
    expect(summary.sections.flatMap((section) => section.lines).join('\n')).toContain(
      `Total contract value: ${basket.totalIsMaximum ? 'at most ' : ''}${formatPrice(expected, { forceDecimals: true })}`,
    );

    if (order.preorder) {
      // The term and the payments start when the service goes live, not on the order day.
      expect(summary.startDate).toBeNull();
      expect(summary.startText).toBe('The day your service goes live');
      expect(basket.totalIsMaximum).toBe(true);
      const text = summary.sections.flatMap((section) => section.lines).join('\n');
      expect(text).toContain('Minimum term: 24 months from the day your service goes live.');
      expect(text).not.toMatch(
        /(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d/,
      );
    } else {
      expect(summary.startDate).not.toBeNull();
      expect(basket.totalIsMaximum).toBe(false);
    }
  });

  it('holds the issue 20 order: Fibre 400, Home Phone, WELCOME10, ordered 27 November, installed in December', () => {
    const products = {
      plan: demoProduct(1002),
      addons: [demoProduct(9001)],
      promotions: [demoPromotion('WELCOME10')],
    };
    const start = contractStart({
      orderDay: day(2026, 11, 27),
      preorder: false,
      installationDay: '2026-12-02',
    });
    const basket = contractFigures({
      ...products,
      billed: overTheWire(billedMonthlyPayment(products)),
      basis: 'including-vat',
      start,
    });
    const summary = buildContractSummary({ ...products, start, basis: 'including-vat' });
    // £34 for months 1 to 4, £37 for 5 to 16 (April 2027), £40 for 17 to 24 (April 2028).
    expect(basket.total).toBe(4 * 3400 + 12 * 3700 + 8 * 4000);
    expect(summary.price.totalText).toBe('£900.00');
    expect(basket.firstIncreaseMonth).toBe(5);
  });

  it('takes FRIEND50 off the basket as well as the summary: £50 less than without it', () => {
    const start: ContractStart = { kind: 'installation', day: day(2026, 12, 2) };
    const figures = (promotions: Promotion[]) => {
      const products = { plan: demoProduct(1001), addons: [], promotions };
      return contractFigures({
        ...products,
        billed: overTheWire(billedMonthlyPayment(products)),
        basis: 'including-vat',
        start,
      });
    };
    expect(figures([]).total - figures([demoPromotion('FRIEND50')]).total).toBe(5000);
  });
});
