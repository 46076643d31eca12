'use client';

import { lazy, Suspense, useState } from 'react';
import { consentAllows } from '@/analytics/consent';
import type { BrowserServices } from '@/services/browser-scripts';
import { useConsent } from './use-consent';

// React.lazy rather than next/dynamic, which would preload the chunk with every page (decision 0592).
const ThirdPartyScripts = lazy(() =>
  import('./third-party-scripts').then((module) => ({ default: module.ThirdPartyScripts })),
);

/**
 * The consent-gated scripts' code (third-party-scripts.tsx) loads only once the visitor has accepted
 * a category that has a service here (decision 0656): a first visit, or a visitor who refused
 * everything, never downloads it. Once loaded it stays, so a later refusal still stops what it
 * started (events, page visits, the chat window).
 */
export function ConsentedScripts({ services }: { services: BrowserServices }) {
  const consent = useConsent() ?? null;
  const [needed, setNeeded] = useState(false);
  const accepted =
    (consentAllows(consent, 'analytics') && services.analytics !== null) ||
    consentAllows(consent, 'tracking') ||
    (consentAllows(consent, 'chat') && services.chat !== null);
  if (accepted && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ThirdPartyScripts services={services} />
    </Suspense>
  ) : null;
}
