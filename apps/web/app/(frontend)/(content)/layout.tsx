import type { ReactNode } from 'react';
import { getSiteNavigation } from '@/cms/queries';
import { PageFrame } from '@/components/layout/page-frame';

/** The content pages (home, the finder, the dead ends, /success, the 404): the full footer. */
export default async function ContentLayout({ children }: { children: ReactNode }) {
  return (
    <PageFrame footer="full" navigation={await getSiteNavigation()}>
      {children}
    </PageFrame>
  );
}
