import type { MonthlyPayment } from '@fibre/domain/schemas/monthly-payment';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueSnapshot } from '../../catalogue/catalogue-snapshot';
import {
  basketKey,
  keptPaymentBodies,
  MAX_READY_PAYMENT_BODIES,
  readyPaymentBody,
  writeMonthlyPayment,
} from './payment-bodies';

// Only the snapshot's identity matters to the kept bodies.
const snapshot = () => ({ version: 1 }) as unknown as CatalogueSnapshot;

const payment = (total: number): MonthlyPayment => ({
  total_monthly_price: total,
  details: [
    { id_product: 1002, monthly_price: total, first_charge: total, free_months: 0, one_off_credit: 0 },
  ],
});

describe('ready monthly payment bodies (decision 0614)', () => {
  it('keys a basket by its ids in order, and never a basket with a uprn', () => {
    expect(basketKey([1002, 9001], [2], undefined)).toBe('1002,9001/2');
    expect(basketKey([9001, 1002], [2], undefined)).not.toBe(basketKey([1002, 9001], [2], undefined));
    expect(basketKey([1002], [], undefined)).not.toBe(basketKey([1002], [0], undefined));
    expect(basketKey([1002], [], '100')).toBeNull();
  });

  it('prices a basket once per snapshot and writes it as the zod serializer does', () => {
    const first = snapshot();
    const price = vi.fn(() => payment(27));
    const body = readyPaymentBody(first, 'a', price);
    expect(body).toBe(writeMonthlyPayment(payment(27)));
    expect(readyPaymentBody(first, 'a', price)).toBe(body);
    expect(price).toHaveBeenCalledTimes(1);
    // A new catalogue version is a new snapshot: priced again.
    expect(readyPaymentBody(snapshot(), 'a', () => payment(28))).toBe(writeMonthlyPayment(payment(28)));
  });

  it('keeps no refusal', () => {
    const kept = snapshot();
    const refuse = () => {
      throw new Error('422');
    };
    expect(() => readyPaymentBody(kept, 'a', refuse)).toThrow('422');
    expect(keptPaymentBodies(kept)).toBe(0);
    expect(() => readyPaymentBody(kept, 'a', refuse)).toThrow('422');
  });

  it('keeps at most MAX_READY_PAYMENT_BODIES, forgetting the oldest first', () => {
    const kept = snapshot();
    for (let index = 0; index <= MAX_READY_PAYMENT_BODIES; index += 1) {
      readyPaymentBody(kept, `k${index}`, () => payment(index));
    }
    expect(keptPaymentBodies(kept)).toBe(MAX_READY_PAYMENT_BODIES);
    const price = vi.fn(() => payment(0));
    readyPaymentBody(kept, 'k0', price);
    expect(price).toHaveBeenCalledTimes(1);
    readyPaymentBody(kept, `k${MAX_READY_PAYMENT_BODIES}`, price);
    expect(price).toHaveBeenCalledTimes(1);
  });
});
