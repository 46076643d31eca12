import type { Metadata, Viewport } from 'next';
import { draftMode } from 'next/headers';
import type { ReactNode } from 'react';
import { getMetadataDefaults, getSiteNavigation } from '@/cms/queries';
import { BugReporterLoader } from '@/components/bug-reporter/bug-reporter-loader';
import { ConsentQuestionScript } from '@/components/consent/consent-question-script';
import { CookieConsent } from '@/components/consent/cookie-consent';
import { SiteHeader } from '@/components/layout/site-header';
import { serverEnv } from '@/lib/env';
import { JsonLdScript } from '@/seo/json-ld';
import { requestNonce, siteOrigin } from '@/seo/request';
import { organizationJsonLd } from '@/seo/structured-data';
import { LazyJourneyProvider } from '@/state/journey-store';
import './globals.css';

const env = serverEnv();

/** The page shell's defaults from the CMS's metadata-defaults global (§7 'Page shell'). */
export async function generateMetadata(): Promise<Metadata> {
  const defaults = await getMetadataDefaults();
  const brand = defaults.siteName;
  // Staging and preview hosts set NO_INDEX (or staff tick the global's flag) so search engines never list them.
  const noIndex = env.noIndex || Boolean(defaults.noIndex);
  return {
    title: { default: brand, template: `%s | ${brand}` },
    description: defaults.description,
    ...(defaults.keywords ? { keywords: defaults.keywords } : {}),
    applicationName: brand,
    robots: noIndex ? { index: false, follow: false } : { index: true, follow: true },
    formatDetection: { telephone: false },
  };
}

// Every page renders per request, so its scripts carry the CSP nonce proxy.ts made for that
// response; a prerendered page would have none and its scripts would be refused (decision 0180).
export const dynamic = 'force-dynamic';

export const viewport: Viewport = {
  themeColor: '#0b1a4a',
  width: 'device-width',
  initialScale: 1,
};

/**
 * The site's root layout. It lives in the (frontend) group, not in app/layout.tsx, so the CMS admin
 * (decision 0300) can have its own root layout beside it: Payload renders its own <html> (decision
 * 0150). The (journey) and (content) groups below add the main landmark and their footer.
 */
export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const [navigation, defaults, nonce, origin, draft] = await Promise.all([
    getSiteNavigation(),
    getMetadataDefaults(),
    requestNonce(),
    siteOrigin(),
    draftMode(),
  ]);
  // Draft mode is on only for signed-in staff previewing (cms-preview), and in the admin's Live
  // Preview frame: the cookie question would cover the page they are editing, and nothing optional
  // should count a preview as a visit, so neither is there (decision 0500).
  const previewing = draft.isEnabled;
  return (
    // ConsentQuestionScript may mark <html> for the cookie question before React hydrates it.
    <html lang="en-GB" suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 bg-white px-4 py-3 font-bold text-brand-900 focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
        >
          Skip to main content
        </a>
        <LazyJourneyProvider>
          <SiteHeader navigation={navigation} />
          {children}
          {previewing ? null : <CookieConsent services={env.browserServices} />}
          {/* Right after the question it shows: never a half-parsed question on screen, and nothing
              else waits for it (an inline script waits for the stylesheet). */}
          {previewing ? null : <ConsentQuestionScript />}
        </LazyJourneyProvider>
        {env.browserServices.bugReporter ? (
          <BugReporterLoader settings={env.browserServices.bugReporter} />
        ) : null}
        <JsonLdScript
          data={organizationJsonLd({
            siteName: defaults.siteName,
            organisationStructuredData: defaults.organisationStructuredData,
            origin,
          })}
          nonce={nonce}
        />
      </body>
    </html>
  );
}
