import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';

/** The ordering steps (/service-available, /extras, /checkout and its steps): the reduced footer. */
export default function JourneyLayout({ children }: { children: ReactNode }) {
  return <PageFrame footer="reduced">{children}</PageFrame>;
}
