import { describe, expect, it } from 'vitest';
import { DEMO_ADDRESSES } from './demo/addresses';
import { isOrderableNow } from './order-address';
import { canPreorderAt, preorderContextFor } from './preorder-address';
import { preorderMonthlyPrice } from './preorder-pricing';
import { anAddress, demoAddress, demoProduct } from './test-support/builders';

describe('canPreorderAt', () => {
  it.each(['10 Build Road', '11 Build Road', '12 Build Road', '13 Build Road', '14 Build Road'])(
    '%s (DESIGN to CERTIFIED) can be pre-ordered',
    (text) => {
      expect(canPreorderAt(demoAddress(text))).toBe(true);
    },
  );

  it.each([
    '1 Fibre Street',
    '3 Spark Lane',
    'Unit 1, Commerce Park',
    '20 Home Office Way',
    'Flat 1, Tower House',
    '1 Spark Lane',
    '2 Spark Lane',
    '1 Far Lane',
    '2 Far Lane',
    'Plot 7, Meadow View',
  ])('%s cannot be pre-ordered (orderable now, a customer already, or not planned)', (text) => {
    expect(canPreorderAt(demoAddress(text))).toBe(false);
  });

  it('never holds where an order can be placed now', () => {
    for (const address of DEMO_ADDRESSES) {
      if (isOrderableNow(address)) expect(canPreorderAt(address)).toBe(false);
    }
  });

  it('holds for a ready flat in a building still being finished (decision 0121)', () => {
    expect(canPreorderAt(anAddress({ coverage: 'PASSSERV', ismdu: true, mdu_status: 'STARTED' }))).toBe(true);
    expect(canPreorderAt(anAddress({ coverage: 'PASSSERV', ismdu: true, mdu_status: 'RFS' }))).toBe(false);
  });
});

describe('preorderContextFor', () => {
  it('is a preorder context from the address where it can be pre-ordered', () => {
    expect(preorderContextFor(demoAddress('12 Build Road'))).toEqual({
      isPreorder: true,
      ismdu: false,
      coverage: 'INPROGRESS',
      mdu_status: null,
    });
  });

  it('is undefined with no address or one that cannot be pre-ordered', () => {
    expect(preorderContextFor(null)).toBeUndefined();
    expect(preorderContextFor(undefined)).toBeUndefined();
    expect(preorderContextFor(demoAddress('1 Fibre Street'))).toBeUndefined();
  });

  it('prices Fibre 150, 400 and 900 at 22, 27 and 32 pounds at 10 Build Road, and 25, 30, 35 at 1 Fibre Street', () => {
    const build = preorderContextFor(demoAddress('10 Build Road'));
    const fibre = preorderContextFor(demoAddress('1 Fibre Street'));
    expect([1001, 1002, 1003].map((id) => preorderMonthlyPrice(demoProduct(id), build))).toEqual([
      2200, 2700, 3200,
    ]);
    expect([1001, 1002, 1003].map((id) => preorderMonthlyPrice(demoProduct(id), fibre))).toEqual([
      2500, 3000, 3500,
    ]);
  });
});
