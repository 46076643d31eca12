import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_LIFETIME_MS, CONSENT_STORAGE_KEY, readConsent } from './consent';
import {
  CONSENT_QUESTION_ASK,
  CONSENT_QUESTION_ATTRIBUTE,
  CONSENT_QUESTION_SCRIPT,
} from './consent-question';

const NOW = Date.UTC(2026, 10, 22, 12);

/** Runs the inline script as a browser would, with this stored value; returns whether it asks. */
function scriptAsks(stored: string | null, options: { storageThrows?: boolean } = {}): boolean {
  const attributes = new Map<string, string>();
  const context = {
    window: {
      get localStorage() {
        if (options.storageThrows) throw new Error('SecurityError');
        return { getItem: (key: string) => (key === CONSENT_STORAGE_KEY ? stored : null) };
      },
    },
    document: {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    },
    Date: { now: () => NOW },
    JSON,
  };
  vm.runInNewContext(CONSENT_QUESTION_SCRIPT, context);
  const value = attributes.get(CONSENT_QUESTION_ATTRIBUTE);
  if (value !== undefined) expect(value).toBe(CONSENT_QUESTION_ASK);
  return value === CONSENT_QUESTION_ASK;
}

function readerAsks(stored: string | null): boolean {
  const storage = { getItem: () => stored, setItem: () => undefined, removeItem: () => undefined };
  return readConsent(storage, NOW) === null;
}

const answer = (value: unknown) => JSON.stringify(value);

describe('the cookie question script', () => {
  it('asks a visitor who never answered', () => {
    expect(scriptAsks(null)).toBe(true);
  });

  it('does not ask after an answer either way', () => {
    expect(scriptAsks(answer({ analytics: true, decidedAt: NOW - 1000 }))).toBe(false);
    expect(scriptAsks(answer({ analytics: false, decidedAt: NOW }))).toBe(false);
  });

  it('asks again once the answer is a year old, not a millisecond before', () => {
    expect(scriptAsks(answer({ analytics: true, decidedAt: NOW - CONSENT_LIFETIME_MS }))).toBe(true);
    expect(scriptAsks(answer({ analytics: true, decidedAt: NOW - CONSENT_LIFETIME_MS + 1 }))).toBe(false);
  });

  it('asks when the answer claims to come from the future', () => {
    expect(scriptAsks(answer({ analytics: true, decidedAt: NOW + 1 }))).toBe(true);
  });

  it('asks when the stored answer is not an answer', () => {
    for (const stored of ['not json', 'null', '5', '[]', answer({ analytics: 'yes', decidedAt: NOW })]) {
      expect(scriptAsks(stored)).toBe(true);
    }
    expect(scriptAsks(answer({ analytics: true, decidedAt: String(NOW) }))).toBe(true);
    expect(scriptAsks(answer({ analytics: true }))).toBe(true);
  });

  it('asks when the browser refuses storage', () => {
    expect(scriptAsks(answer({ analytics: true, decidedAt: NOW }), { storageThrows: true })).toBe(true);
  });

  it('agrees with readConsent on whatever is stored', () => {
    const decidedAt = fc.oneof(
      fc.integer({ min: NOW - 2 * CONSENT_LIFETIME_MS, max: NOW + 1000 }),
      fc.constantFrom(NOW - CONSENT_LIFETIME_MS, NOW - CONSENT_LIFETIME_MS + 1, NOW, NOW + 1),
      fc.string(),
      fc.constant(null),
    );
    const stored = fc.oneof(
      fc
        .record(
          { analytics: fc.oneof(fc.boolean(), fc.string(), fc.constant(null)), decidedAt },
          { requiredKeys: [] },
        )
        .map(answer),
      fc.json(),
      fc.string(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(stored, (value) => {
        expect(scriptAsks(value)).toBe(readerAsks(value));
      }),
    );
  });
});
