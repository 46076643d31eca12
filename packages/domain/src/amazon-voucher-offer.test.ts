import { describe, expect, it } from 'vitest';
import { amazonVoucherFor, amazonVoucherOfferRunning } from './amazon-voucher-offer';
import { DEMO_PRODUCTS } from './demo/products';

const NOW = new Date('2026-11-24T12:00:00Z');
const RUNNING = { display: true, endsAt: new Date('2026-12-08T23:59:59Z') };
const byId = (id: number) => DEMO_PRODUCTS.find((product) => product.id_product === id)!;

describe('amazonVoucherFor', () => {
  it('gives £50, £30 and £20 with the 24-month Fibre 900, 400 and 150', () => {
    expect(amazonVoucherFor(byId(1003), RUNNING, NOW)).toBe(5000);
    expect(amazonVoucherFor(byId(1002), RUNNING, NOW)).toBe(3000);
    expect(amazonVoucherFor(byId(1001), RUNNING, NOW)).toBe(2000);
  });

  it('gives none with 12-month or 30-day plans, home-worker or business plans, or add-ons', () => {
    for (const id of [1011, 1012, 1013, 1021, 1022, 1023, 2001, 2003, 3001, 3003, 9001, 9004]) {
      expect(amazonVoucherFor(byId(id), RUNNING, NOW)).toBeNull();
    }
  });

  it('gives none at another speed', () => {
    expect(amazonVoucherFor(byId(1099), RUNNING, NOW)).toBeNull();
  });

  it('runs until its end only, and only when switched on', () => {
    const end = RUNNING.endsAt;
    expect(amazonVoucherFor(byId(1003), RUNNING, new Date(end.getTime() - 1))).toBe(5000);
    expect(amazonVoucherFor(byId(1003), RUNNING, end)).toBeNull();
    expect(amazonVoucherFor(byId(1003), { ...RUNNING, display: false }, NOW)).toBeNull();
    expect(amazonVoucherFor(byId(1003), null, NOW)).toBeNull();
    expect(amazonVoucherOfferRunning(RUNNING, NOW)).toBe(true);
  });
});
