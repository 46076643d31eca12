import { describe, expect, it } from 'vitest';
import {
  confirmOrderBodySchema,
  contractSummaryQuerySchema,
  customerCodeBodySchema,
  customerGetByCodeBodySchema,
  installationSlotsBodySchema,
  setInstallationScheduleBodySchema,
  uprnByPostcodeBodySchema,
  verifyRecaptchaBodySchema,
  verifyRecaptchaResponseSchema,
} from './site-routes';

describe('uprnByPostcodeBodySchema', () => {
  it('normalises the postcode and refuses anything else', () => {
    expect(uprnByPostcodeBodySchema.parse({ postcode: 'hb11aa' })).toEqual({ postcode: 'HB1 1AA' });
    expect(uprnByPostcodeBodySchema.safeParse({ postcode: 'HB9' }).error?.issues[0]?.message).toBe(
      'Invalid postcode format',
    );
    expect(uprnByPostcodeBodySchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Please enter your details',
    );
    expect(uprnByPostcodeBodySchema.safeParse({ postcode: 'HB1 1AA', uprn: '1' }).success).toBe(false);
  });
});

describe('customer code bodies', () => {
  it('take a code only', () => {
    for (const schema of [customerCodeBodySchema, installationSlotsBodySchema, customerGetByCodeBodySchema]) {
      expect(schema.parse({ code: ' HB000001 ' })).toEqual({ code: 'HB000001' });
      expect(schema.safeParse({ code: 'HB 1' }).success).toBe(false);
      expect(schema.safeParse({ code: 'HB1', email: 'x' }).success).toBe(false);
    }
  });
});

describe('setInstallationScheduleBodySchema', () => {
  it('takes the work order, day and slot', () => {
    expect(
      setInstallationScheduleBodySchema.parse({
        id_workorder: 'wo12345678',
        day: '2026-06-17',
        time: '08:00-13:00',
      }),
    ).toEqual({ id_workorder: 'WO12345678', day: '2026-06-17', time: '08:00-13:00' });
  });
  it('refuses another slot, a bad day or an extra field', () => {
    const body = { id_workorder: 'WO12345678', day: '2026-06-17', time: '13:00-18:00' };
    expect(setInstallationScheduleBodySchema.safeParse(body).success).toBe(true);
    expect(setInstallationScheduleBodySchema.safeParse({ ...body, time: '18:00-20:00' }).success).toBe(false);
    expect(setInstallationScheduleBodySchema.safeParse({ ...body, day: '17/06/2026' }).success).toBe(false);
    expect(setInstallationScheduleBodySchema.safeParse({ ...body, code: 'HB1' }).success).toBe(false);
    expect(setInstallationScheduleBodySchema.safeParse({ day: body.day, time: body.time }).success).toBe(
      false,
    );
  });
});

describe('confirmOrderBodySchema', () => {
  it('takes the code and a yes or no to the 14-day question, nothing else', () => {
    expect(confirmOrderBodySchema.parse({ code: 'C1', start_within_cancellation_period: false })).toEqual({
      code: 'C1',
      start_within_cancellation_period: false,
    });
    expect(confirmOrderBodySchema.safeParse({ code: 'C1' }).success).toBe(false);
    expect(
      confirmOrderBodySchema.safeParse({ code: 'C1', start_within_cancellation_period: 'yes' }).success,
    ).toBe(false);
    expect(
      confirmOrderBodySchema.safeParse({ code: 'C1', start_within_cancellation_period: true, more: 1 })
        .success,
    ).toBe(false);
    expect(contractSummaryQuerySchema.safeParse({ code: '../x' }).success).toBe(false);
  });
});

describe('verify-recaptcha', () => {
  it('needs a bounded token', () => {
    expect(verifyRecaptchaBodySchema.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(verifyRecaptchaBodySchema.safeParse({ token: '' }).success).toBe(false);
    expect(verifyRecaptchaBodySchema.safeParse({ token: 'x'.repeat(4096) }).success).toBe(true);
    expect(verifyRecaptchaBodySchema.safeParse({ token: 'x'.repeat(4097) }).success).toBe(false);
    expect(verifyRecaptchaBodySchema.safeParse({ token: 'x', action: 'submit' }).success).toBe(false);
  });
  it('reads the reply: success, a score from 0 to 1, and the action and host name (decision 0386)', () => {
    expect(
      verifyRecaptchaResponseSchema.parse({
        success: true,
        score: 0.9,
        action: 'contact',
        hostname: 'x',
        challenge_ts: '2026-11-27T07:00:00Z',
      }),
    ).toEqual({ success: true, score: 0.9, action: 'contact', hostname: 'x' });
    expect(verifyRecaptchaResponseSchema.parse({ success: false })).toEqual({ success: false });
    expect(verifyRecaptchaResponseSchema.safeParse({ success: true, score: 1.1 }).success).toBe(false);
    expect(verifyRecaptchaResponseSchema.safeParse({ success: true, score: -0.1 }).success).toBe(false);
    expect(verifyRecaptchaResponseSchema.safeParse({ success: true, score: 0 }).success).toBe(true);
    expect(verifyRecaptchaResponseSchema.safeParse({ success: true, score: 1 }).success).toBe(true);
  });
});
