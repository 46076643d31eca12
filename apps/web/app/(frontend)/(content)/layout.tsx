import type { ReactNode } from 'react';
import { PageFrame } from '@/components/layout/page-frame';

/** The content pages (home, the finder, the dead ends, /success, the 404): the full footer. */
export default function ContentLayout({ children }: { children: ReactNode }) {
  return <PageFrame footer="full">{children}</PageFrame>;
}
