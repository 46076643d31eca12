import type { BasketState } from '@fibre/domain/basket-state';
import type { PlanAddressType } from '@fibre/domain/constants';
import { contractFigures } from '@fibre/domain/contract-figures';
import { type ContractStart, contractStartText } from '@fibre/domain/contract-start';
import { formatPrice, penceFromPounds } from '@fibre/domain/money';
import type { MonthlyPaymentBreakdown } from '@fibre/domain/monthly-payment';
import { contractTermText } from '@fibre/domain/package-filter';
import { type PaymentScheduleEntry, paymentScheduleAmountText } from '@fibre/domain/payment-schedule';
import { planCardPrice, struckThroughPrice } from '@fibre/domain/price-display';
import { basePlanPrice, priceForAddressType } from '@fibre/domain/pricing';
import { canRemovePromotion } from '@fibre/domain/promotions';
import type { Product } from '@fibre/domain/schemas/product';
import { vatBasisFor, vatSuffix } from '@fibre/domain/vat-basis';

/**
 * What the basket shows, row by row (ordering-journey.md §2 'Mini basket'), as text ready to
 * render. Every figure is a domain figure: the whole-contract figures (contract-figures.ts, decision
 * 0440) of the provider's calculated monthly payment on the visitor's VAT basis (decision 0140),
 * counted from the one contract start, and the plan prices; nothing here adds prices up. A business visitor sees every price without VAT and the VAT as a line of its own.
 */
export interface BasketView {
  plan: { id: number; name: string; contractText: string; priceText: string | null } | null;
  setUpFeeText: string | null;
  freeMonthsText: string | null;
  monthly: { text: string; struckThroughText: string | null; vatText: string | null } | null;
  extras: Array<{ id: number; name: string; priceText: string }>;
  schedule: {
    rows: Array<{ label: string; amountText: string; includesAnnualIncrease: boolean }>;
    note: string | null;
    totalText: string;
    /** True while a pre-order's go-live day is unknown: the total is the most the term costs. */
    totalIsMaximum: boolean;
    /** When month 1 starts, in words (decision 0440). */
    startText: string;
    /** The VAT over the contract, for a business visitor; null when the figures include VAT. */
    vatText: string | null;
  } | null;
  promotions: Array<{ code: string; text: string; removable: boolean }>;
  /** What follows each price: ' ex VAT' for a business visitor, else ''. */
  vatSuffix: string;
}

export interface BasketViewInput {
  basket: BasketState;
  products: readonly Product[];
  /** The calculated monthly payment (as billed, with VAT), or null while it loads or after a failure. */
  payment: MonthlyPaymentBreakdown | null;
  addressType: PlanAddressType;
  /** When month 1 starts (contract-start.ts, decision 0440). */
  start: ContractStart;
}

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

export function basketView({ basket, products, payment, addressType, start }: BasketViewInput): BasketView {
  const basis = vatBasisFor(addressType);
  const byId = (id: number) => products.find((product) => product.id_product === id);
  const plan = basket.basketItem === null ? undefined : byId(basket.basketItem);
  const addons = basket.addons.flatMap((id) => {
    const addon = byId(id);
    return addon ? [addon] : [];
  });
  const figures =
    payment && plan
      ? contractFigures({ plan, addons, promotions: basket.promoCodes, billed: payment, basis, start })
      : null;
  const line = (id: number) => figures?.payment.details.find((detail) => detail.id_product === id);
  const planLine = plan ? line(plan.id_product) : undefined;

  let monthly: BasketView['monthly'] = null;
  let schedule: BasketView['schedule'] = null;
  if (figures && plan) {
    const { original } = planCardPrice({ product: plan, promotions: [], addressType, addons });
    const struck = struckThroughPrice(figures.monthly, original, null);
    monthly = {
      text: formatPrice(figures.monthly),
      struckThroughText: struck === null ? null : formatPrice(struck),
      vatText: figures.monthlyVat === null ? null : formatPrice(figures.monthlyVat),
    };
    schedule = {
      rows: scheduleRows(figures.entries),
      note: figures.note,
      totalText: formatPrice(figures.total),
      totalIsMaximum: figures.totalIsMaximum,
      startText: contractStartText(start),
      vatText: figures.vat === null ? null : formatPrice(figures.vat),
    };
  }

  const firstCharge = planLine
    ? penceFromPounds(planLine.first_charge)
    : plan
      ? priceForAddressType(penceFromPounds(plan.first_charge), addressType)
      : 0;

  return {
    plan: plan
      ? {
          id: plan.id_product,
          name: plan.display_name ?? plan.name,
          contractText: contractTermText(plan.months),
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
        priceText: formatPrice(
          addonLine ? penceFromPounds(addonLine.monthly_price) : basePlanPrice(addon, addressType),
        ),
      };
    }),
    schedule,
    promotions: basket.promoCodes.map((promotion) => ({
      code: promotion.code,
      text: promotion.text_to_show ?? promotion.code,
      removable: canRemovePromotion(promotion),
    })),
    vatSuffix: vatSuffix(basis),
  };
}
