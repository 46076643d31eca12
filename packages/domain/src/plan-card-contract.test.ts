import { describe, expect, it } from 'vitest';
import type { ContractStart } from './contract-start';
import { buildContractSummary } from './contract-summary';
import { DEMO_PRODUCTS } from './demo/products';
import { DEMO_PROMOTIONS } from './demo/promotions';
import { planCardContract } from './plan-card-contract';
import { applicablePromotions } from './promotions';
import { vatBasisFor } from './vat-basis';

const product = (id: number) => DEMO_PRODUCTS.find((entry) => entry.id_product === id)!;
const promotionsFor = (id: number) =>
  applicablePromotions(DEMO_PROMOTIONS, { productId: id, coverage: 'PASSSERV' });
// Monday 30 November 2026: the earliest visit, and so month 1, is some working days on.
const START: ContractStart = { kind: 'earliest-installation', day: { year: 2026, month: 12, day: 4 } };

describe('planCardContract', () => {
  it('gives Fibre 900 at 1 Fibre Street its guaranteed speed and its total over 24 months', () => {
    const card = planCardContract({
      plan: product(1003),
      promotions: promotionsFor(1003),
      addressType: 'RES',
      start: START,
    });
    expect(card.guaranteedSpeedText).toBe('Minimum guaranteed speed: 450 Mbps download, 450 Mbps upload');
    expect(card.totalText).toMatch(/^Total over 24 months: £[\d,]+(\.\d\d)?$/);
    expect(card.totalIsMaximum).toBe(false);
  });

  it.each(
    DEMO_PRODUCTS.filter((entry) => entry.speed_down > 0).map(
      (entry) => [entry.name, entry.id_product] as const,
    ),
  )('states the same total as the contract summary for %s (%i)', (_name, id) => {
    const plan = product(id);
    const addressType = plan.address_type === 'BUS' ? 'BUS' : plan.address_type === 'HWRK' ? 'HWRK' : 'RES';
    const promotions = promotionsFor(id);
    const card = planCardContract({ plan, promotions, addressType, start: START });
    const summary = buildContractSummary({
      plan,
      addons: [],
      promotions,
      start: START,
      basis: vatBasisFor(addressType),
    });
    expect(card.total).toBe(summary.price.total);
    expect(summary.sections.flatMap((section) => section.lines).join(' ')).toContain(
      `Minimum guaranteed speed: ${card.guaranteedDownMbps} Mbps download and ${card.guaranteedUpMbps} Mbps upload`,
    );
  });

  it('prices in the home phone of a Broadband & Phone plan, and says "at most" while a start is unknown', () => {
    const alone = planCardContract({ plan: product(1002), promotions: [], addressType: 'RES', start: START });
    const withPhone = planCardContract({
      plan: product(1002),
      addons: [product(9001)],
      promotions: [],
      addressType: 'RES',
      start: START,
    });
    expect(withPhone.total).toBeGreaterThan(alone.total);
    const unknown = planCardContract({
      plan: product(1002),
      promotions: [],
      addressType: 'RES',
      start: { kind: 'go-live-unknown' },
    });
    expect(unknown.totalText).toMatch(/^Total over 24 months: at most £/);
  });

  it('says 30 days for a rolling plan', () => {
    const rolling = DEMO_PRODUCTS.find((entry) => entry.months === 0 && entry.speed_down > 0);
    expect(rolling).toBeDefined();
    const card = planCardContract({ plan: rolling!, promotions: [], addressType: 'RES', start: START });
    expect(card.totalText).toMatch(/^Total over 30 days: £/);
  });
});
