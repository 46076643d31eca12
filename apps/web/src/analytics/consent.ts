/**
 * The visitor's cookie choice. Analytics stays off until they accept; the choice is remembered
 * in this browser for 12 months, then asked again (decision 0083).
 */
export const CONSENT_STORAGE_KEY = 'hb:v1:cookie-consent';
export const CONSENT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;
/** Fired on window when the choice changes, so the analytics loader can react at once. */
export const CONSENT_EVENT = 'hb:cookie-consent';

export interface ConsentChoice {
  analytics: boolean;
  decidedAt: number;
}

type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The remembered choice, or null when the visitor has not answered (or the answer is too old). */
export function readConsent(storage: ConsentStorage | null, now: number): ConsentChoice | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<ConsentChoice>;
    if (typeof parsed.analytics !== 'boolean' || typeof parsed.decidedAt !== 'number') return null;
    if (now - parsed.decidedAt >= CONSENT_LIFETIME_MS || parsed.decidedAt > now) return null;
    return { analytics: parsed.analytics, decidedAt: parsed.decidedAt };
  } catch {
    return null;
  }
}

/** Remembers the choice; returns it (also when the browser refuses storage: it holds for this page). */
export function writeConsent(storage: ConsentStorage | null, analytics: boolean, now: number): ConsentChoice {
  const choice = { analytics, decidedAt: now };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Private mode or full storage: the banner will ask again next visit.
  }
  return choice;
}

/** Only an explicit, current "accept" lets analytics run. */
export function analyticsAllowed(choice: ConsentChoice | null): boolean {
  return choice?.analytics === true;
}

// The choice made on this page, for browsers that refuse storage.
let pageChoice: ConsentChoice | null = null;

function browserStorage(): ConsentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The current choice in the browser (null on the server or before an answer). */
export function currentConsent(now: number = Date.now()): ConsentChoice | null {
  return readConsent(browserStorage(), now) ?? pageChoice;
}

/** Records the visitor's answer and tells the page. */
export function recordConsent(analytics: boolean, now: number = Date.now()): ConsentChoice {
  pageChoice = writeConsent(browserStorage(), analytics, now);
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: pageChoice }));
  }
  return pageChoice;
}

/** Forgets the answer (the footer's 'Cookie settings'), so the question is asked again at once. */
export function forgetConsent(): void {
  pageChoice = null;
  try {
    browserStorage()?.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Nothing stored to forget.
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: null }));
}
