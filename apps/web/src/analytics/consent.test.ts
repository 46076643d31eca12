import { describe, expect, it } from 'vitest';
import {
  analyticsAllowed,
  CONSENT_LIFETIME_MS,
  CONSENT_STORAGE_KEY,
  currentConsent,
  forgetConsent,
  readConsent,
  recordConsent,
  writeConsent,
} from './consent';

function memory() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const NOW = Date.UTC(2025, 0, 1);

describe('consent storage', () => {
  it('is unanswered at first', () => {
    expect(readConsent(memory(), NOW)).toBeNull();
    expect(readConsent(null, NOW)).toBeNull();
  });

  it('remembers an accept and a reject', () => {
    const storage = memory();
    writeConsent(storage, true, NOW);
    expect(readConsent(storage, NOW + 1)).toEqual({ analytics: true, decidedAt: NOW });
    writeConsent(storage, false, NOW);
    expect(readConsent(storage, NOW + 1)).toEqual({ analytics: false, decidedAt: NOW });
    expect(JSON.parse(storage.items.get(CONSENT_STORAGE_KEY)!)).toEqual({ analytics: false, decidedAt: NOW });
  });

  it('asks again after 12 months', () => {
    const storage = memory();
    writeConsent(storage, true, NOW);
    expect(CONSENT_LIFETIME_MS).toBe(31_536_000_000);
    expect(readConsent(storage, NOW + CONSENT_LIFETIME_MS - 1)).not.toBeNull();
    expect(readConsent(storage, NOW + CONSENT_LIFETIME_MS)).toBeNull();
  });

  it('ignores a choice dated in the future and malformed entries', () => {
    const storage = memory();
    writeConsent(storage, true, NOW + 10);
    expect(readConsent(storage, NOW)).toBeNull();
    storage.setItem(CONSENT_STORAGE_KEY, '{oops');
    expect(readConsent(storage, NOW)).toBeNull();
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: 'yes', decidedAt: NOW }));
    expect(readConsent(storage, NOW)).toBeNull();
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: true }));
    expect(readConsent(storage, NOW)).toBeNull();
  });

  it('survives a browser that refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(readConsent(refusing, NOW)).toBeNull();
    expect(writeConsent(refusing, true, NOW)).toEqual({ analytics: true, decidedAt: NOW });
  });
});

describe('analyticsAllowed', () => {
  it('only after an explicit accept', () => {
    expect(analyticsAllowed(null)).toBe(false);
    expect(analyticsAllowed({ analytics: false, decidedAt: NOW })).toBe(false);
    expect(analyticsAllowed({ analytics: true, decidedAt: NOW })).toBe(true);
  });
});

describe('on the server', () => {
  it('has no choice and records one only for the page', () => {
    expect(currentConsent(NOW)).toBeNull();
    expect(recordConsent(true, NOW)).toEqual({ analytics: true, decidedAt: NOW });
    expect(currentConsent(NOW)).toEqual({ analytics: true, decidedAt: NOW });
    forgetConsent();
    expect(currentConsent(NOW)).toBeNull();
  });
});
