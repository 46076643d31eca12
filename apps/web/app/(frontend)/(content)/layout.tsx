import type { ReactNode } from 'react';
import { getSiteNavigation } from '@/cms/queries';
import { PageFrame } from '@/components/layout/page-frame';
import { PromoBannerView, readPromoBanner } from '@/components/layout/promo-banner';

/** The content pages (home, the finder, the dead ends, /success, the 404): the promo banner and the full footer. */
export default async function ContentLayout({ children }: { children: ReactNode }) {
  const [navigation, banner] = await Promise.all([getSiteNavigation(), readPromoBanner()]);
  return (
    <>
      {banner ? <PromoBannerView banner={banner} now={Date.now()} /> : null}
      <PageFrame footer="full" navigation={navigation}>
        {children}
      </PageFrame>
    </>
  );
}
