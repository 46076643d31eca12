import { describe, expect, it } from 'vitest';
import {
  ALL_CONSENT,
  analyticsAllowed,
  CONSENT_LIFETIME_MS,
  CONSENT_STORAGE_KEY,
  consentAllows,
  currentConsent,
  forgetConsent,
  NO_OPTIONAL_CONSENT,
  openConsentSettings,
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
    expect(readConsent(storage, NOW + 1)).toEqual({
      ...NO_OPTIONAL_CONSENT,
      analytics: true,
      decidedAt: NOW,
    });
    writeConsent(storage, false, NOW);
    expect(readConsent(storage, NOW + 1)).toEqual({ ...NO_OPTIONAL_CONSENT, decidedAt: NOW });
    expect(JSON.parse(storage.items.get(CONSENT_STORAGE_KEY)!)).toEqual({
      ...NO_OPTIONAL_CONSENT,
      decidedAt: NOW,
    });
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
    expect(writeConsent(refusing, true, NOW)).toEqual({
      ...NO_OPTIONAL_CONSENT,
      analytics: true,
      decidedAt: NOW,
    });
  });
});

describe('analyticsAllowed', () => {
  it('only after an explicit accept', () => {
    expect(analyticsAllowed(null)).toBe(false);
    expect(analyticsAllowed({ ...NO_OPTIONAL_CONSENT, decidedAt: NOW })).toBe(false);
    expect(analyticsAllowed({ ...NO_OPTIONAL_CONSENT, analytics: true, decidedAt: NOW })).toBe(true);
  });
});

describe('on the server', () => {
  it('has no choice and records one only for the page', () => {
    expect(currentConsent(NOW)).toBeNull();
    expect(recordConsent(true, NOW)).toEqual({ ...NO_OPTIONAL_CONSENT, analytics: true, decidedAt: NOW });
    expect(currentConsent(NOW)).toEqual({ ...NO_OPTIONAL_CONSENT, analytics: true, decidedAt: NOW });
    forgetConsent();
    expect(currentConsent(NOW)).toBeNull();
  });
});

describe('categories', () => {
  it('remembers each category apart', () => {
    const storage = memory();
    writeConsent(storage, { analytics: false, tracking: true, chat: false, reviews: true }, NOW);
    const choice = readConsent(storage, NOW + 1);
    expect(choice).toEqual({ analytics: false, tracking: true, chat: false, reviews: true, decidedAt: NOW });
    expect(consentAllows(choice, 'tracking')).toBe(true);
    expect(consentAllows(choice, 'chat')).toBe(false);
    expect(consentAllows(null, 'reviews')).toBe(false);
  });

  it('reads an answer from before the categories as analytics only', () => {
    const storage = memory();
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: true, decidedAt: NOW }));
    expect(readConsent(storage, NOW)).toEqual({ ...NO_OPTIONAL_CONSENT, analytics: true, decidedAt: NOW });
  });

  it('counts only an explicit true as an accept', () => {
    const storage = memory();
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ analytics: false, chat: 'yes', decidedAt: NOW }));
    expect(consentAllows(readConsent(storage, NOW), 'chat')).toBe(false);
    writeConsent(storage, ALL_CONSENT, NOW);
    expect(readConsent(storage, NOW)).toEqual({ ...ALL_CONSENT, decidedAt: NOW });
  });

  it('asks the page to open the settings', () => {
    // On the server there is no window: nothing to tell, and nothing throws.
    expect(() => openConsentSettings()).not.toThrow();
  });
});
