import type { ReactNode } from 'react';
import type { SiteNavigation } from '@/cms/navigation-data';
import { TimedOutNotice } from '@/components/checkout/timeout/timed-out-notice';
import { type FooterKind, SiteFooter } from './site-footer';

/**
 * What a route group's layout puts under the header: the main landmark (the skip link's target) and
 * the group's footer, chosen on the server by the group the page lives in (decision 0150).
 */
export function PageFrame({
  footer,
  navigation,
  children,
}: {
  footer: FooterKind;
  navigation: SiteNavigation;
  children: ReactNode;
}) {
  return (
    <>
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* The page a timed-out checkout lands on says so (decision 0461). */}
        <TimedOutNotice />
        {children}
      </main>
      <SiteFooter navigation={navigation} kind={footer} />
    </>
  );
}
