'use client';

import Script from 'next/script';

/**
 * Google's gtag, loaded only after consent. A gtag already on the page (a test stub) is kept.
 * A module of its own, loaded on demand, so next/script stays out of every page's first load.
 */
export function AnalyticsTag({ measurementId }: { measurementId: string }) {
  const id = encodeURIComponent(measurementId);
  return (
    <>
      <Script src={`https://www.googletagmanager.com/gtag/js?id=${id}`} strategy="afterInteractive" />
      <Script id="gtag-init" strategy="afterInteractive">
        {`window.dataLayer=window.dataLayer||[];if(typeof window.gtag!=='function'){window.gtag=function(){window.dataLayer.push(arguments);};}window.gtag('js',new Date());window.gtag('config',${JSON.stringify(measurementId)});`}
      </Script>
    </>
  );
}
