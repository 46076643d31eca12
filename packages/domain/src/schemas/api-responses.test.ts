import { describe, expect, it } from 'vitest';
import { DEMO_OTS_PROVIDERS } from '../demo/ots-providers';
import {
  customerActionResponseSchema,
  customerOrderSchema,
  directDebitResponseSchema,
  maskedDirectDebitSchema,
} from './api-customer';
import {
  INSTALLATION_SLOT_TIMES,
  installationSlotSchema,
  workOrderIdSchema,
  workOrderScheduleBodySchema,
  workOrderScheduleSchema,
} from './api-installation';
import { otsProviderListSchema } from './ots-provider';
import { uprnCheckedSchema } from './uprn-checked';

const order = {
  id_order: 'ORD1',
  action: 'SIGNUP',
  products: [1002, 9001],
  promotions: [2],
  monthly_price: 34,
  created_at: '2026-11-22T10:00:00.000Z',
};
const slot = {
  day: '2026-11-26',
  time: '08:00-13:00',
  start_time: '08:00',
  end_time: '13:00',
  label: 'Thursday 26 November, 8am to 1pm',
  remaining: 3,
  available: true,
  selected: false,
};
const schedule = {
  id_workorder: 'WO12345678',
  code: 'HB12345678',
  status: 'UNSCHEDULED',
  day: null,
  time: null,
  window_start: '2026-11-26',
  window_end: '2026-12-09',
  slots: [slot],
};

describe('provider API answers', () => {
  it('reads an order and refuses a negative or over-precise price', () => {
    expect(customerOrderSchema.parse(order)).toEqual(order);
    expect(customerOrderSchema.parse({ ...order, monthly_price: null }).monthly_price).toBeNull();
    expect(customerOrderSchema.safeParse({ ...order, monthly_price: -1 }).success).toBe(false);
    expect(customerOrderSchema.safeParse({ ...order, products: ['1002'] }).success).toBe(false);
  });

  it('reads a customer action answer with its order and work order', () => {
    const answer = {
      code: 'HB12345678',
      customer_code: 'HB12345678',
      action: 'SIGNUP',
      status: 'PREACTIVE',
      order,
      work_order: schedule,
      created_at: '2026-11-22T10:00:00.000Z',
    };
    expect(customerActionResponseSchema.parse(answer)).toEqual(answer);
    expect(customerActionResponseSchema.safeParse({ ...answer, action: 'DELETE' }).success).toBe(false);
    expect(customerActionResponseSchema.safeParse({ ...answer, status: 'ACTIVE' }).success).toBe(false);
    expect(customerActionResponseSchema.safeParse({ ...answer, order: undefined }).success).toBe(false);
  });

  it('only ever carries the last two digits of an account number', () => {
    const masked = {
      account_name: 'J Smith',
      sort_code: '089999',
      account_number: '******58',
      created_at: '2026-11-22T10:00:00.000Z',
    };
    expect(maskedDirectDebitSchema.parse(masked)).toEqual(masked);
    expect(maskedDirectDebitSchema.safeParse({ ...masked, account_number: '66374958' }).success).toBe(false);
    expect(maskedDirectDebitSchema.safeParse({ ...masked, account_number: '*****958' }).success).toBe(false);
    expect(directDebitResponseSchema.parse({ ...masked, code: 'HB1' }).code).toBe('HB1');
    expect(directDebitResponseSchema.safeParse(masked).success).toBe(false);
  });
});

describe('installation slots', () => {
  it('offers the two daily windows', () => {
    expect(INSTALLATION_SLOT_TIMES).toEqual(['08:00-13:00', '13:00-18:00']);
  });

  it('reads a slot and a schedule', () => {
    expect(installationSlotSchema.parse(slot)).toEqual(slot);
    expect(installationSlotSchema.safeParse({ ...slot, remaining: -1 }).success).toBe(false);
    expect(installationSlotSchema.safeParse({ ...slot, time: '18:00-20:00' }).success).toBe(false);
    expect(workOrderScheduleSchema.parse(schedule)).toEqual(schedule);
    expect(workOrderScheduleSchema.safeParse({ ...schedule, status: 'DONE' }).success).toBe(false);
  });

  it('normalises work order ids and refuses anything else', () => {
    expect(workOrderIdSchema.parse(' wo12345678 ')).toBe('WO12345678');
    expect(workOrderIdSchema.safeParse('W').success).toBe(false);
    expect(workOrderIdSchema.safeParse('WO-1').error?.issues[0]?.message).toBe('Invalid work order id');
    expect(workOrderIdSchema.safeParse('A'.repeat(65)).success).toBe(false);
    expect(workOrderIdSchema.safeParse('A'.repeat(64)).success).toBe(true);
  });

  it('takes a booking of a real day and one of the two windows, nothing more', () => {
    expect(workOrderScheduleBodySchema.parse({ day: '2026-11-26', time: '13:00-18:00' })).toEqual({
      day: '2026-11-26',
      time: '13:00-18:00',
    });
    expect(
      workOrderScheduleBodySchema.safeParse({ day: '2026-02-30', time: '08:00-13:00' }).error?.issues[0]
        ?.message,
    ).toBe('Choose a day as YYYY-MM-DD');
    expect(
      workOrderScheduleBodySchema.safeParse({ day: '2026-11-26', time: '09:00' }).error?.issues[0]?.message,
    ).toBe('Choose 08:00-13:00 or 13:00-18:00');
    expect(
      workOrderScheduleBodySchema.safeParse({ day: '2026-11-26', time: '08:00-13:00', extra: 1 }).success,
    ).toBe(false);
  });
});

describe('catalogue and coverage answers', () => {
  it('reads the One Touch Switch providers and refuses one without an RCPID', () => {
    expect(otsProviderListSchema.parse(DEMO_OTS_PROVIDERS)).toEqual(DEMO_OTS_PROVIDERS);
    expect(otsProviderListSchema.safeParse([{ rcpid: '', name: 'BT' }]).success).toBe(false);
    expect(otsProviderListSchema.safeParse([{ name: 'BT' }]).success).toBe(false);
  });

  it('reads the uprn-checked stamp', () => {
    const stamp = { uprn: '100000000001', checked_at: '2026-11-22T10:00:00.000Z' };
    expect(uprnCheckedSchema.parse(stamp)).toEqual(stamp);
    expect(uprnCheckedSchema.safeParse({ uprn: '100000000001' }).success).toBe(false);
  });
});
