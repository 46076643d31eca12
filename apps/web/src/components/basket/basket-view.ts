import type { BasketState } from '@fibre/domain/basket-state';
import type { PlanAddressType } from '@fibre/domain/constants';
import { formatPrice, penceFromPounds } from '@fibre/domain/money';
import type { MonthlyPaymentBreakdown } from '@fibre/domain/monthly-payment';
import {
  buildPaymentSchedule,
  type CalendarDay,
  type PaymentScheduleEntry,
  paymentScheduleAmountText,
  paymentScheduleInput,
} from '@fibre/domain/payment-schedule';
import { planCardPrice, struckThroughPrice } from '@fibre/domain/price-display';
import { canRemovePromotion } from '@fibre/domain/promotions';
import type { Product } from '@fibre/domain/schemas/product';

/**
 * What the basket shows, row by row (ordering-journey.md §2 'Mini basket'), as text ready to
 * render. Every figure is a domain figure: the provider's calculated monthly payment, the domain's
 * payment schedule and plan prices; nothing here adds prices up.
 */
export interface BasketView {
  plan: { id: number; name: string; contractText: string; priceText: string | null } | null;
  setUpFeeText: string | null;
  freeMonthsText: string | null;
  monthly: { text: string; struckThroughText: string | null } | null;
  extras: Array<{ id: number; name: string; priceText: string }>;
  schedule: {
    rows: Array<{ label: string; amountText: string; includesAnnualIncrease: boolean }>;
    note: string | null;
    totalText: string;
  } | null;
  promotions: Array<{ code: string; text: string; removable: boolean }>;
  /** The bill includes VAT; business visitors are told so beside the ex-VAT plan prices. */
  vatNote: string | null;
}

export interface BasketViewInput {
  basket: BasketState;
  products: readonly Product[];
  /** The calculated monthly payment, or null while it loads or after a failure. */
  payment: MonthlyPaymentBreakdown | null;
  addressType: PlanAddressType;
  today: CalendarDay;
}

/** The bill's figures include VAT for every customer (pricing.calculateMonthlyPayment). */
const VAT_INCLUSIVE_BASIS: PlanAddressType = 'RES';

function scheduleRows(entries: readonly PaymentScheduleEntry[]) {
  const rows: Array<{ first: number; last: number; entry: PaymentScheduleEntry }> = [];
  for (const entry of entries) {
    const previous = rows[rows.length - 1];
    if (
      previous &&
      previous.entry.amount === entry.amount &&
      previous.entry.includesAnnualIncrease === entry.includesAnnualIncrease
    ) {
      previous.last = entry.month;
    } else {
      rows.push({ first: entry.month, last: entry.month, entry });
    }
  }
  return rows.map(({ first, last, entry }) => ({
    label: first === last ? `Month ${first}` : `Months ${first} to ${last}`,
    amountText: paymentScheduleAmountText(entry),
    includesAnnualIncrease: entry.includesAnnualIncrease,
  }));
}

export function isBasketEmpty(basket: BasketState): boolean {
  return basket.basketItem === null;
}

export function basketView({ basket, products, payment, addressType, today }: BasketViewInput): BasketView {
  const byId = (id: number) => products.find((product) => product.id_product === id);
  const plan = basket.basketItem === null ? undefined : byId(basket.basketItem);
  const addons = basket.addons.flatMap((id) => {
    const addon = byId(id);
    return addon ? [addon] : [];
  });
  const line = (id: number) => payment?.details.find((detail) => detail.id_product === id);
  const planLine = plan ? line(plan.id_product) : undefined;

  let monthly: BasketView['monthly'] = null;
  if (payment && plan) {
    const paid = penceFromPounds(payment.total_monthly_price);
    const { original } = planCardPrice({
      product: plan,
      promotions: [],
      addressType: VAT_INCLUSIVE_BASIS,
      addons,
    });
    const struck = struckThroughPrice(paid, original, null);
    monthly = { text: formatPrice(paid), struckThroughText: struck === null ? null : formatPrice(struck) };
  }

  let schedule: BasketView['schedule'] = null;
  if (payment && plan) {
    const built = buildPaymentSchedule(paymentScheduleInput(payment, products, today));
    schedule = { rows: scheduleRows(built.entries), note: built.note, totalText: formatPrice(built.total) };
  }

  const firstCharge = planLine
    ? penceFromPounds(planLine.first_charge)
    : plan
      ? penceFromPounds(plan.first_charge)
      : 0;

  return {
    plan: plan
      ? {
          id: plan.id_product,
          name: plan.display_name ?? plan.name,
          contractText: plan.months === 0 ? '30-day rolling contract' : `${plan.months}-month contract`,
          priceText: planLine ? formatPrice(penceFromPounds(planLine.monthly_price)) : null,
        }
      : null,
    setUpFeeText: plan ? (firstCharge > 0 ? formatPrice(firstCharge) : 'Free') : null,
    freeMonthsText:
      planLine && planLine.free_months > 0
        ? `First ${planLine.free_months} ${planLine.free_months === 1 ? 'month' : 'months'} free`
        : null,
    monthly,
    extras: addons.map((addon) => {
      const addonLine = line(addon.id_product);
      return {
        id: addon.id_product,
        name: addon.display_name ?? addon.name,
        priceText: formatPrice(penceFromPounds(addonLine ? addonLine.monthly_price : addon.monthly_price)),
      };
    }),
    schedule,
    promotions: basket.promoCodes.map((promotion) => ({
      code: promotion.code,
      text: promotion.text_to_show ?? promotion.code,
      removable: canRemovePromotion(promotion),
    })),
    vatNote: addressType === 'BUS' ? 'Basket prices include VAT.' : null,
  };
}
