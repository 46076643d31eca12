import { describe, expect, it } from 'vitest';
import { INSTALLATION_SLOT_TIMES, workOrderIdSchema, workOrderScheduleBodySchema } from './api-installation';

describe('workOrderIdSchema', () => {
  it('upper-cases a well-formed id and trims it', () => {
    expect(workOrderIdSchema.parse(' wo4h8n2c6p ')).toBe('WO4H8N2C6P');
  });

  it.each(['', 'W', 'WO-123', "1' OR '1'='1", 'A'.repeat(65)])('refuses %j', (id) => {
    const result = workOrderIdSchema.safeParse(id);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Invalid work order id');
  });

  it('accepts 2 and 64 characters', () => {
    expect(workOrderIdSchema.safeParse('WO').success).toBe(true);
    expect(workOrderIdSchema.safeParse('A'.repeat(64)).success).toBe(true);
  });
});

describe('workOrderScheduleBodySchema', () => {
  it('takes a day and one of the two slot times', () => {
    expect(INSTALLATION_SLOT_TIMES).toEqual(['08:00-13:00', '13:00-18:00']);
    expect(workOrderScheduleBodySchema.parse({ day: '2026-11-27', time: '13:00-18:00' })).toEqual({
      day: '2026-11-27',
      time: '13:00-18:00',
    });
  });

  it('names the failing field with its message', () => {
    const badDay = workOrderScheduleBodySchema.safeParse({ day: '2026-02-30', time: '08:00-13:00' });
    expect(badDay.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['day', 'Choose a day as YYYY-MM-DD'],
    ]);
    const badTime = workOrderScheduleBodySchema.safeParse({ day: '2026-11-27', time: 'AM' });
    expect(badTime.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['time', 'Choose 08:00-13:00 or 13:00-18:00'],
    ]);
  });

  it('refuses unknown fields', () => {
    expect(
      workOrderScheduleBodySchema.safeParse({ day: '2026-11-27', time: '08:00-13:00', id_workorder: 'WO1' })
        .success,
    ).toBe(false);
  });
});
