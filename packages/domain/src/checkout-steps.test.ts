import { describe, expect, it } from 'vitest';
import {
  CHOOSE_SLOT_MESSAGE,
  chosenSlotMessage,
  dayLabel,
  isIdempotencyKey,
  maskedAccountText,
  parseSlotValue,
  SELECT_AN_OPTION_MESSAGE,
  slotCalendar,
  slotLabel,
  slotValue,
  sortCodeText,
  startAnswerMessage,
  startsWithinCancellationPeriod,
} from './checkout-steps';

const slot = (day: string, time: string, available = true, selected = false) => ({
  day,
  time,
  available,
  selected,
});

describe('slot labels', () => {
  it('says the day and the hours as the checkout keeps them', () => {
    expect(dayLabel('2026-11-27')).toBe('Friday 27 November 2026');
    expect(slotLabel('2026-11-27', '08:00-13:00')).toBe('Friday 27 November 2026, 8am to 1pm');
    expect(slotLabel('2026-11-28', '13:00-18:00')).toBe('Saturday 28 November 2026, 1pm to 6pm');
    expect(slotLabel('2026-11-30', '09:30-12:00')).toBe('Monday 30 November 2026, 09:30 to 12:00');
    expect(dayLabel('soon')).toBe('soon');
  });
});

describe('slotCalendar', () => {
  it('groups by week and day in order, morning first, and marks a day with no free slot', () => {
    const weeks = slotCalendar([
      slot('2026-12-01', '13:00-18:00'),
      slot('2026-11-28', '13:00-18:00', false),
      slot('2026-11-28', '08:00-13:00', false),
      slot('2026-11-27', '13:00-18:00'),
      slot('2026-11-27', '08:00-13:00', false),
      slot('not-a-day', '08:00-13:00'),
    ]);
    expect(weeks.map((week) => week.label)).toEqual([
      'Week beginning Monday 23 November 2026',
      'Week beginning Monday 30 November 2026',
    ]);
    expect(weeks[0]?.days.map((day) => [day.day, day.full, day.slots.map((s) => s.time)])).toEqual([
      ['2026-11-27', false, ['08:00-13:00', '13:00-18:00']],
      ['2026-11-28', true, ['08:00-13:00', '13:00-18:00']],
    ]);
    expect(weeks[1]?.days[0]?.label).toBe('Tuesday 1 December 2026');
  });

  it('does not call a day full when its booked slot is this order’s own', () => {
    const [week] = slotCalendar([slot('2026-11-27', '08:00-13:00', false, true)]);
    expect(week?.days[0]?.full).toBe(false);
  });

  it('puts a Sunday in the week that began the Monday before', () => {
    expect(slotCalendar([slot('2026-11-29', '08:00-13:00')])[0]?.monday).toBe('2026-11-23');
  });
});

describe('slot values', () => {
  it('round-trips and refuses anything else', () => {
    expect(parseSlotValue(slotValue({ day: '2026-11-27', time: '08:00-13:00' }))).toEqual({
      day: '2026-11-27',
      time: '08:00-13:00',
    });
    expect(parseSlotValue('2026-11-27')).toBeNull();
    expect(parseSlotValue('x|08:00-13:00')).toBeNull();
    expect(parseSlotValue('2026-11-27|08:00-13:00|x')).toBeNull();
  });
});

describe('isIdempotencyKey', () => {
  it('takes a UUID and refuses blanks, spaces and long keys', () => {
    expect(isIdempotencyKey('123e4567-e89b-42d3-a456-426614174000')).toBe(true);
    expect(isIdempotencyKey('abcdefgh')).toBe(true);
    expect(isIdempotencyKey('abcdefg')).toBe(false);
    expect(isIdempotencyKey('a'.repeat(65))).toBe(false);
    expect(isIdempotencyKey('abc defgh')).toBe(false);
    expect(isIdempotencyKey(null)).toBe(false);
  });
});

describe('bank detail texts', () => {
  it('shows the masked number and the sort code as people write them', () => {
    expect(maskedAccountText('******58')).toBe('ending 58');
    expect(sortCodeText('089999')).toBe('08-99-99');
    expect(sortCodeText('08-99-99')).toBe('08-99-99');
  });
});

describe("the later steps' choices", () => {
  it('asks for a slot until the calendar names one', () => {
    expect(chosenSlotMessage(null)).toBe(CHOOSE_SLOT_MESSAGE);
    expect(chosenSlotMessage('')).toBe(CHOOSE_SLOT_MESSAGE);
    expect(chosenSlotMessage('2026-12-01')).toBe(CHOOSE_SLOT_MESSAGE);
    expect(chosenSlotMessage('not-a-day|08:00-13:00')).toBe(CHOOSE_SLOT_MESSAGE);
    expect(chosenSlotMessage('2026-12-01|08:00-13:00')).toBeUndefined();
  });

  it('asks a consumer, and only a consumer, to answer the 14-day question', () => {
    expect(startAnswerMessage(null, true)).toBe(SELECT_AN_OPTION_MESSAGE);
    expect(startAnswerMessage('', true)).toBe(SELECT_AN_OPTION_MESSAGE);
    expect(startAnswerMessage('maybe', true)).toBe(SELECT_AN_OPTION_MESSAGE);
    expect(startAnswerMessage('yes', true)).toBeUndefined();
    expect(startAnswerMessage('no', true)).toBeUndefined();
    expect(startAnswerMessage('', false)).toBeUndefined();
  });

  it('starts within the 14 days only for a consumer who said yes', () => {
    expect(startsWithinCancellationPeriod('yes', true)).toBe(true);
    expect(startsWithinCancellationPeriod('no', true)).toBe(false);
    expect(startsWithinCancellationPeriod('yes', false)).toBe(false);
  });
});
