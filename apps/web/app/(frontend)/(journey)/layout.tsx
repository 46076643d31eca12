import type { ReactNode } from 'react';
import { LeaveGuard } from '@/components/checkout/leave-guard/leave-guard';
import { PageFrame } from '@/components/layout/page-frame';

/**
 * The ordering steps (/service-available, /extras, /checkout and its steps): the reduced footer and
 * the leave-checkout guard, which watches /extras and the checkout only (decision 0240).
 */
export default function JourneyLayout({ children }: { children: ReactNode }) {
  return (
    <LeaveGuard>
      <PageFrame footer="reduced">{children}</PageFrame>
    </LeaveGuard>
  );
}
