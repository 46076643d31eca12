'use client';

import { useCallback, useRef } from 'react';
import { useJourney } from '@/state/journey-store';

/**
 * The Idempotency-Key of one checkout write (decision 0200): made once per attempt and kept in the
 * checkout state, so a double click, a retry after a lost answer or a reload replays the first
 * answer instead of writing twice. `take()` gives the kept key (or makes one); `drop()` ends the
 * attempt once an answer came back, so the next attempt (with other details) gets a fresh key;
 * `renew()` drops the kept key and keeps a fresh one in its place, for a request the provider
 * told apart from the key's first one (422 idempotency.key_reused).
 */
export function useIdempotencyKey(write: string) {
  const { checkout, dispatchCheckout } = useJourney();
  const kept = checkout.idempotencyKeys[write];
  // The key of this render's attempt, so two clicks before a re-render share it.
  const current = useRef<string | null>(null);
  current.current ??= kept ?? null;

  const take = useCallback((): string => {
    const key = current.current ?? crypto.randomUUID();
    current.current = key;
    dispatchCheckout({ type: 'keep-idempotency-key', write, key });
    return key;
  }, [dispatchCheckout, write]);

  const drop = useCallback(() => {
    current.current = null;
    dispatchCheckout({ type: 'drop-idempotency-key', write });
  }, [dispatchCheckout, write]);

  const renew = useCallback((): string => {
    drop();
    return take();
  }, [drop, take]);

  return { take, drop, renew };
}
