'use client';

import { useEffect, useState } from 'react';
import { CONSENT_EVENT, CONSENT_STORAGE_KEY, type ConsentChoice, currentConsent } from '@/analytics/consent';

/**
 * The visitor's current cookie choice, following every change (this tab's answer, or another tab's
 * through the storage event). undefined until mounted: the server never knows it.
 */
export function useConsent(): ConsentChoice | null | undefined {
  const [choice, setChoice] = useState<ConsentChoice | null | undefined>(undefined);
  useEffect(() => {
    setChoice(currentConsent());
    const onChange = () => setChoice(currentConsent());
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY || event.key === null) onChange();
    };
    window.addEventListener(CONSENT_EVENT, onChange);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CONSENT_EVENT, onChange);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return choice;
}
