'use client';

import { useCallback, useEffect, useState } from 'react';
import { keepBasketPlanCookie } from './basket-plan-cookie-sync';
import {
  type JourneySnapshot,
  readJourney,
  readSlice,
  type SliceName,
  type StorageLike,
  sliceFingerprint,
  sliceForKey,
  writeSlice,
} from './persistence';

/** localStorage, or null where the browser refuses it (then the journey simply is not remembered). */
function browserStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The journey as browser storage holds it now (the store's hydration step reads it once), or null
 * where the browser refuses storage.
 */
export function readStoredJourney(): JourneySnapshot | null {
  const storage = browserStorage();
  return storage ? readJourney(storage, Date.now()) : null;
}

type Fingerprints = Partial<Record<SliceName, string>>;

function fingerprintsOf(snapshot: Partial<JourneySnapshot> | null): Fingerprints {
  const prints: Fingerprints = {};
  for (const [name, value] of Object.entries(snapshot ?? {})) {
    prints[name as SliceName] = sliceFingerprint(value);
  }
  return prints;
}

/**
 * Keeps the journey in browser storage (decision 0081) from the moment the store read it: `read` is
 * what storage held then (null where it refused), and `current` starts from it (null until the page
 * has it: nothing is written before). Each slice is written when it really differs from what
 * storage holds (which renews its lifetime): a change made before the read and applied to it is
 * written at once, and nothing read is written back unchanged. Another tab's change is followed
 * (`follow`, a stable function, gets its slice) rather than overwritten.
 */
export function useJourneyPersistence(
  current: JourneySnapshot | null,
  read: JourneySnapshot | null,
  follow: (snapshot: Partial<JourneySnapshot>) => void,
): void {
  // What each slice looked like when last read or written: only a real change is written.
  // (One record for the store's life, filled from what it read: a mutable record, not React state.)
  const [stored] = useState(() => fingerprintsOf(read));

  useEffect(() => {
    const storage = browserStorage();
    if (!storage) return;
    // Another tab changed the journey: follow it rather than overwrite it.
    const onStorage = (event: StorageEvent) => {
      const name = sliceForKey(event.key);
      if (!name) return;
      const snapshot = { [name]: readSlice(storage, name, Date.now()) };
      Object.assign(stored, fingerprintsOf(snapshot));
      follow(snapshot);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [follow, stored]);

  const persist = useCallback(
    <K extends SliceName>(name: K, value: JourneySnapshot[K]) => {
      const fingerprint = sliceFingerprint(value);
      if (stored[name] === fingerprint) return;
      const storage = browserStorage();
      if (storage && writeSlice(storage, name, value, Date.now())) stored[name] = fingerprint;
    },
    [stored],
  );

  const { basket, address, checkout, timer } = current ?? {};
  useEffect(() => {
    if (!basket) return;
    persist('basket', basket);
    // The server's copy of the plan, so /extras draws its cards with the page (decision 0686).
    keepBasketPlanCookie(basket);
  }, [basket, persist]);
  useEffect(() => {
    if (address) persist('address', address);
  }, [address, persist]);
  useEffect(() => {
    if (checkout) persist('checkout', checkout);
  }, [checkout, persist]);
  useEffect(() => {
    if (timer) persist('timer', timer);
  }, [timer, persist]);
}
