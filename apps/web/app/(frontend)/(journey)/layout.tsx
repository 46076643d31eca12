import type { ReactNode } from 'react';
import { getSiteNavigation } from '@/cms/queries';
import { LeaveGuard } from '@/components/checkout/leave-guard/leave-guard';
import { PageFrame } from '@/components/layout/page-frame';

/**
 * The ordering steps (/service-available, /extras, /checkout and its steps): the reduced footer and
 * the leave-checkout guard, which watches /extras and the checkout only (decision 0240). The
 * checkout's own layout brings the journey store's code; the plans and the extras load it right
 * after hydration, as the content pages do (decisions 0592, 0655).
 */
export default async function JourneyLayout({ children }: { children: ReactNode }) {
  const navigation = await getSiteNavigation();
  return (
    <LeaveGuard>
      <PageFrame footer="reduced" navigation={navigation}>
        {children}
      </PageFrame>
    </LeaveGuard>
  );
}
