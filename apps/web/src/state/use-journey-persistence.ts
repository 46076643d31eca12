'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
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
 * Keeps the journey in browser storage (decision 0081): reads it once on mount and hands it to
 * `restore`, writes each slice when it really changed (which renews its lifetime), and follows
 * another tab's changes rather than overwriting them. `restore` must be a stable function.
 * Returns false until storage was read.
 */
export function useJourneyPersistence(
  current: JourneySnapshot,
  restore: (snapshot: Partial<JourneySnapshot>) => void,
): boolean {
  const [hydrated, setHydrated] = useState(false);
  // What each slice looked like when last read or written: only a real change is written.
  const stored = useRef<Partial<Record<SliceName, string>>>({});

  const apply = useCallback(
    (snapshot: Partial<JourneySnapshot>) => {
      restore(snapshot);
      for (const [name, value] of Object.entries(snapshot)) {
        stored.current[name as SliceName] = sliceFingerprint(value);
      }
    },
    [restore],
  );

  useEffect(() => {
    const storage = browserStorage();
    if (storage) apply(readJourney(storage, Date.now()));
    setHydrated(true);

    // Another tab changed the journey: follow it rather than overwrite it.
    const onStorage = (event: StorageEvent) => {
      const name = sliceForKey(event.key);
      if (!name || !storage) return;
      apply({ [name]: readSlice(storage, name, Date.now()) });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [apply]);

  const persist = useCallback(<K extends SliceName>(name: K, value: JourneySnapshot[K]) => {
    const fingerprint = sliceFingerprint(value);
    if (stored.current[name] === fingerprint) return;
    const storage = browserStorage();
    if (storage && writeSlice(storage, name, value, Date.now())) stored.current[name] = fingerprint;
  }, []);

  const { basket, address, checkout, timer } = current;
  useEffect(() => {
    if (hydrated) persist('basket', basket);
  }, [hydrated, basket, persist]);
  useEffect(() => {
    if (hydrated) persist('address', address);
  }, [hydrated, address, persist]);
  useEffect(() => {
    if (hydrated) persist('checkout', checkout);
  }, [hydrated, checkout, persist]);
  useEffect(() => {
    if (hydrated) persist('timer', timer);
  }, [hydrated, timer, persist]);

  return hydrated;
}
