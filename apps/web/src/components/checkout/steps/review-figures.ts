import type { BasketState } from '@fibre/domain/basket-state';
import type { PlanAddressType } from '@fibre/domain/constants';
import { contractFigures } from '@fibre/domain/contract-figures';
import type { ContractStart } from '@fibre/domain/contract-start';
import { buildContractSummary, type ContractSummary } from '@fibre/domain/contract-summary';
import type { MonthlyPaymentBreakdown } from '@fibre/domain/monthly-payment';
import type { PreorderContext } from '@fibre/domain/preorder-pricing';
import type { Product } from '@fibre/domain/schemas/product';
import { vatBasisFor } from '@fibre/domain/vat-basis';
import { type ReviewSchedule, reviewSchedule } from './review-schedule';

/**
 * What the review step shows of the order's money (decision 0440), as plain data: its payments
 * (review-payments.tsx) and its Ofcom contract summary (contract-summary-section.tsx), both from
 * the basket and the one contract start the basket itself is shown with.
 */

export interface ReviewFiguresInput {
  basket: BasketState;
  products: readonly Product[];
  addressType: PlanAddressType;
  start: ContractStart;
}

function planAndAddons(basket: BasketState, products: readonly Product[]) {
  const plan = products.find((product) => product.id_product === basket.basketItem);
  const addons = products.filter((product) => basket.addons.includes(product.id_product));
  return { plan, addons };
}

/** The review's payments from the provider's monthly payment, or null without a plan. */
export function reviewPayments(
  input: ReviewFiguresInput & { payment: MonthlyPaymentBreakdown },
): ReviewSchedule | null {
  const { plan, addons } = planAndAddons(input.basket, input.products);
  if (!plan) return null;
  return reviewSchedule(
    contractFigures({
      plan,
      addons,
      promotions: input.basket.promoCodes,
      billed: input.payment,
      basis: vatBasisFor(input.addressType),
      start: input.start,
    }),
  );
}

/** The review's contract summary, or null without a plan. */
export function reviewContractSummary(
  input: ReviewFiguresInput & { preorder?: PreorderContext | undefined; code: string },
): ContractSummary | null {
  const { plan, addons } = planAndAddons(input.basket, input.products);
  if (!plan) return null;
  return buildContractSummary({
    plan,
    addons,
    promotions: input.basket.promoCodes,
    start: input.start,
    basis: vatBasisFor(input.addressType),
    ...(input.preorder ? { preorder: input.preorder } : {}),
    orderNumber: input.code,
  });
}
