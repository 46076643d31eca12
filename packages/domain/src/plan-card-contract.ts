import type { PlanAddressType } from './constants';
import { billedMonthlyPayment, contractFigures } from './contract-figures';
import type { ContractStart } from './contract-start';
import { formatPrice, type Pence } from './money';
import type { PreorderContext } from './preorder-pricing';
import type { Product } from './schemas/product';
import type { Promotion } from './schemas/promotion';
import { minimumGuaranteedMbps } from './speed-guarantee';
import { vatBasisFor } from './vat-basis';

/**
 * What a plan card says of the contract before anything is in the basket (decision 0683): the
 * minimum guaranteed speed (speed-guarantee.ts, the contract summary's figure) and what the whole
 * minimum term costs (contract-figures.ts, the figure the basket, the review and the contract
 * summary show), for the plan with what its card prices in (the home phone of a Broadband & Phone
 * plan) and the promotions that apply to it, from the one contract start (decision 0440).
 */

export interface PlanCardContractInput {
  plan: Product;
  /** What the card prices in with the plan. */
  addons?: readonly Product[];
  /** The promotions that apply to this plan (the card's own). */
  promotions: readonly Promotion[];
  addressType: PlanAddressType;
  start: ContractStart;
  preorder?: PreorderContext | undefined;
}

export interface PlanCardContract {
  guaranteedDownMbps: number;
  guaranteedUpMbps: number;
  /** 'Minimum guaranteed speed: 200 Mbps download, 200 Mbps upload' */
  guaranteedSpeedText: string;
  total: Pence;
  /** True while a pre-order's start is unknown: the total is the most the term can cost. */
  totalIsMaximum: boolean;
  /** 'Total over 24 months: £966', 'Total over 30 days: £50', or '…: at most £966'. */
  totalText: string;
}

function termWords(months: number): string {
  return months === 0 ? '30 days' : `${months} months`;
}

export function planCardContract(input: PlanCardContractInput): PlanCardContract {
  const addons = input.addons ?? [];
  const figures = contractFigures({
    plan: input.plan,
    addons,
    promotions: input.promotions,
    billed: billedMonthlyPayment({
      plan: input.plan,
      addons,
      promotions: input.promotions,
      preorder: input.preorder,
    }),
    basis: vatBasisFor(input.addressType),
    start: input.start,
  });
  const down = minimumGuaranteedMbps(input.plan.speed_down);
  const up = minimumGuaranteedMbps(input.plan.speed_up);
  const amount = formatPrice(figures.total);
  return {
    guaranteedDownMbps: down,
    guaranteedUpMbps: up,
    guaranteedSpeedText: `Minimum guaranteed speed: ${down} Mbps download, ${up} Mbps upload`,
    total: figures.total,
    totalIsMaximum: figures.totalIsMaximum,
    totalText: `Total over ${termWords(input.plan.months)}: ${figures.totalIsMaximum ? 'at most ' : ''}${amount}`,
  };
}
