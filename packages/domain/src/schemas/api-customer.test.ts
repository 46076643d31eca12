import { describe, expect, it } from 'vitest';
import { CUSTOMER_STATUSES, customerActionResponseSchema, maskedDirectDebitSchema } from './api-customer';

describe('maskedDirectDebitSchema', () => {
  const base = { account_name: 'Sam Fibre', sort_code: '107999', created_at: '2026-11-23T10:00:00.000Z' };

  it('takes an account number masked to its last two digits', () => {
    expect(maskedDirectDebitSchema.parse({ ...base, account_number: '******91' }).account_number).toBe(
      '******91',
    );
  });

  it.each(['88837491', '*****491', '******9', '*******91', '******9a'])('refuses %j', (accountNumber) => {
    expect(maskedDirectDebitSchema.safeParse({ ...base, account_number: accountNumber }).success).toBe(false);
  });
});

describe('customerActionResponseSchema', () => {
  it('knows the statuses a record can have', () => {
    expect(CUSTOMER_STATUSES).toEqual([
      'PREACTIVE',
      'PREORDER',
      'ORDERED',
      'CANCELLED',
      'INTEREST',
      'CALLBACK',
      'PROSPECT',
    ]);
  });

  it('takes a registration with no order and no work order', () => {
    const response = {
      code: 'FB7K3M9QXT',
      customer_code: 'FB7K3M9QXT',
      action: 'ROI',
      status: 'INTEREST',
      order: null,
      work_order: null,
      created_at: '2026-11-23T10:00:00.000Z',
    };
    expect(customerActionResponseSchema.parse(response)).toEqual(response);
    expect(customerActionResponseSchema.safeParse({ ...response, status: 'ACTIVE' }).success).toBe(false);
  });
});
