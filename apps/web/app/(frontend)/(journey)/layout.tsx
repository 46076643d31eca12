import type { ReactNode } from 'react';
import { getSiteNavigation } from '@/cms/queries';
import { LeaveGuard } from '@/components/checkout/leave-guard/leave-guard';
import { PageFrame } from '@/components/layout/page-frame';
import { JourneyStoreCode } from '@/state/journey-engine-here';

/**
 * The ordering steps (/service-available, /extras, /checkout and its steps): the reduced footer and
 * the leave-checkout guard, which watches /extras and the checkout only (decision 0240). Every one
 * of them uses the journey store at once: its code comes with this layout (decision 0592).
 */
export default async function JourneyLayout({ children }: { children: ReactNode }) {
  const navigation = await getSiteNavigation();
  return (
    <LeaveGuard>
      <JourneyStoreCode />
      <PageFrame footer="reduced" navigation={navigation}>
        {children}
      </PageFrame>
    </LeaveGuard>
  );
}
