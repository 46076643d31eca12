import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASON_MAX_LENGTH,
  ORDER_CHANGE_MESSAGES,
  orderCancelBodySchema,
  orderContactBodySchema,
  orderRescheduleBodySchema,
  yourOrderCancelBodySchema,
  yourOrderEmailBodySchema,
  yourOrderInstallationBodySchema,
  yourOrderPhoneBodySchema,
} from './order-changes';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('orderRescheduleBodySchema', () => {
  it('takes a day and one of the two slot times', () => {
    expect(orderRescheduleBodySchema.parse({ day: '2026-12-03', time: '08:00-13:00' })).toEqual({
      day: '2026-12-03',
      time: '08:00-13:00',
    });
    expect(orderRescheduleBodySchema.safeParse({ day: '2026-12-03', time: '09:00-10:00' }).success).toBe(
      false,
    );
    expect(orderRescheduleBodySchema.safeParse({ day: '2026-02-30', time: '08:00-13:00' }).success).toBe(
      false,
    );
  });
});

describe('orderCancelBodySchema', () => {
  it('takes an optional, bounded reason', () => {
    expect(orderCancelBodySchema.parse({})).toEqual({});
    expect(orderCancelBodySchema.parse({ reason: '  Moving house ' })).toEqual({ reason: 'Moving house' });
    expect(
      orderCancelBodySchema.safeParse({ reason: 'x'.repeat(CANCEL_REASON_MAX_LENGTH + 1) }).success,
    ).toBe(false);
    expect(orderCancelBodySchema.safeParse({ reason: 'ok', extra: 1 }).success).toBe(false);
  });
});

describe('orderContactBodySchema', () => {
  it('stores the phone in its national form and keeps the e-mail', () => {
    expect(orderContactBodySchema.parse({ phone: '07700 900 982' })).toEqual({ phone: '07700900982' });
    expect(orderContactBodySchema.parse({ email: 'sam@example.com' })).toEqual({ email: 'sam@example.com' });
  });

  it('needs something to change and refuses what is not a phone or an e-mail', () => {
    expect(messages(orderContactBodySchema.safeParse({}))).toEqual([ORDER_CHANGE_MESSAGES.nothingToChange]);
    expect(messages(orderContactBodySchema.safeParse({ phone: '12345' }))).toEqual([
      ORDER_CHANGE_MESSAGES.phoneInvalid,
    ]);
    expect(messages(orderContactBodySchema.safeParse({ email: 'not-an-email' }))).toEqual([
      ORDER_CHANGE_MESSAGES.emailInvalid,
    ]);
  });
});

describe("the site's bodies", () => {
  it('reads the calendar value of a slot', () => {
    expect(yourOrderInstallationBodySchema.parse({ slot: '2026-12-03|13:00-18:00' })).toEqual({
      slot: { day: '2026-12-03', time: '13:00-18:00' },
    });
    for (const slot of ['', '2026-12-03', '2026-12-03|07:00-08:00', '2026-13-03|08:00-13:00', 'a|b|c']) {
      expect(messages(yourOrderInstallationBodySchema.safeParse({ slot }))).toEqual([
        ORDER_CHANGE_MESSAGES.chooseSlot,
      ]);
    }
  });

  it('cancels only with the box ticked', () => {
    expect(yourOrderCancelBodySchema.parse({ confirm: true })).toEqual({ confirm: true });
    expect(messages(yourOrderCancelBodySchema.safeParse({ confirm: false }))).toEqual([
      ORDER_CHANGE_MESSAGES.confirmCancel,
    ]);
  });

  it('needs a phone, and an e-mail with an optional 6-digit code', () => {
    expect(messages(yourOrderPhoneBodySchema.safeParse({ phone: '' }))).toEqual([
      ORDER_CHANGE_MESSAGES.phoneRequired,
    ]);
    expect(
      yourOrderEmailBodySchema.parse({ email: 'new@example.com', verification_code: '123 456' }),
    ).toEqual({
      email: 'new@example.com',
      verification_code: '123456',
    });
    expect(
      yourOrderEmailBodySchema.safeParse({ email: 'new@example.com', verification_code: '12' }).success,
    ).toBe(false);
  });
});
