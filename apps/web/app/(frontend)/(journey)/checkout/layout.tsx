import type { ReactNode } from 'react';
import { JourneyStoreCode } from '@/state/journey-engine-here';

/**
 * The checkout's steps: every one of them uses the journey store at once (its step guard, its saved
 * answers), so the store's code comes with this layout, shared by all of them (decision 0592). The
 * plans and the extras, which show their page before the basket is read, load it after hydration
 * instead (decision 0655).
 */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <JourneyStoreCode />
      {children}
    </>
  );
}
