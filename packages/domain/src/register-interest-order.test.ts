import { describe, expect, it } from 'vitest';
import { isRegisterInterestOrder, registerInterestOrder } from './register-interest-order';

describe('registerInterestOrder', () => {
  it('copies the returned code into orderNumber and customerCode, with the e-mail and action ROI', () => {
    expect(registerInterestOrder('C123', 'sam@example.com')).toEqual({
      orderNumber: 'C123',
      customerCode: 'C123',
      email: 'sam@example.com',
      action: 'ROI',
    });
  });

  it('recognises only a well-formed stored value', () => {
    const order = registerInterestOrder('C123', 'sam@example.com');
    expect(isRegisterInterestOrder(order)).toBe(true);
    for (const bad of [
      null,
      [],
      'C123',
      { ...order, action: 'SIGNUP' },
      { ...order, customerCode: 'C124' },
      { ...order, orderNumber: '../x', customerCode: '../x' },
      { ...order, email: 7 },
      { ...order, email: 'x'.repeat(255) },
    ]) {
      expect(isRegisterInterestOrder(bad)).toBe(false);
    }
  });
});
