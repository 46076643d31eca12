import type { BasketState } from '@fibre/domain/basket-state';
import type { CalendarDate } from '@fibre/domain/calendar';
import type { PlanAddressType } from '@fibre/domain/constants';
import { formatPrice, penceFromPounds } from '@fibre/domain/money';
import type { MonthlyPaymentBreakdown } from '@fibre/domain/monthly-payment';
import { contractTermText } from '@fibre/domain/package-filter';
import {
  type PaymentScheduleEntry,
  paymentScheduleAmountText,
  paymentScheduleOnVatBasis,
} from '@fibre/domain/payment-schedule';
import { planCardPrice, struckThroughPrice } from '@fibre/domain/price-display';
import { basePlanPrice, monthlyPaymentOnVatBasis, priceForAddressType } from '@fibre/domain/pricing';
import { canRemovePromotion } from '@fibre/domain/promotions';
import type { Product } from '@fibre/domain/schemas/product';
import { vatBasisFor, vatSuffix } from '@fibre/domain/vat-basis';

/**
 * What the basket shows, row by row (ordering-journey.md §2 'Mini basket'), as text ready to
 * render. Every figure is a domain figure: the provider's calculated monthly payment on the
 * visitor's VAT basis (decision 0140), the domain's payment schedule and plan prices; nothing here
 * adds prices up. A business visitor sees every price without VAT and the VAT as a line of its own.
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
  today: CalendarDate;
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

export function basketView({ basket, products, payment, addressType, today }: BasketViewInput): BasketView {
  const basis = vatBasisFor(addressType);
  const byId = (id: number) => products.find((product) => product.id_product === id);
  const plan = basket.basketItem === null ? undefined : byId(basket.basketItem);
  const addons = basket.addons.flatMap((id) => {
    const addon = byId(id);
    return addon ? [addon] : [];
  });
  const shown = payment
    ? monthlyPaymentOnVatBasis(payment, { products, promotions: basket.promoCodes }, basis)
    : null;
  const line = (id: number) => shown?.payment.details.find((detail) => detail.id_product === id);
  const planLine = plan ? line(plan.id_product) : undefined;

  let monthly: BasketView['monthly'] = null;
  let schedule: BasketView['schedule'] = null;
  if (payment && shown && plan) {
    const paid = penceFromPounds(shown.payment.total_monthly_price);
    const { original } = planCardPrice({ product: plan, promotions: [], addressType, addons });
    const struck = struckThroughPrice(paid, original, null);
    monthly = {
      text: formatPrice(paid),
      struckThroughText: struck === null ? null : formatPrice(struck),
      vatText: shown.vat === null ? null : formatPrice(shown.vat),
    };
    const built = paymentScheduleOnVatBasis({
      billed: payment,
      shown: shown.payment,
      products,
      today,
      basis,
    });
    schedule = {
      rows: scheduleRows(built.schedule.entries),
      note: built.schedule.note,
      totalText: formatPrice(built.schedule.total),
      vatText: built.vat === null ? null : formatPrice(built.vat),
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
