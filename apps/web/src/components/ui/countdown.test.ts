import { describe, expect, it } from 'vitest';
import { countdownEndWords } from './countdown';

describe('countdownEndWords', () => {
  it('says the end as toLocaleString did, in London time across the clock changes', () => {
    const ends = [
      '2026-12-05T23:59:00Z',
      '2026-03-29T00:30:00Z',
      '2026-03-29T01:30:00Z',
      '2026-10-25T00:59:00Z',
      '2026-10-25T01:00:00Z',
      '2027-07-01T11:05:00Z',
    ].map((iso) => Date.parse(iso));
    for (const endsAtMs of ends) {
      expect(countdownEndWords(endsAtMs)).toBe(
        new Date(endsAtMs).toLocaleString('en-GB', {
          dateStyle: 'full',
          timeStyle: 'short',
          timeZone: 'Europe/London',
        }),
      );
    }
    expect(countdownEndWords(Date.parse('2026-12-05T23:59:00Z'))).toBe('Saturday, 5 December 2026 at 23:59');
  });
});
