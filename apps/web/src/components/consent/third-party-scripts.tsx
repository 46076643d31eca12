'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { initTracking, trackPageVisit } from '@/analytics/behavioural-tracking';
import { consentAllows } from '@/analytics/consent';
import { startAnalytics } from '@/analytics/gtag';
import type { BrowserServices } from '@/services/browser-scripts';
import {
  chatScriptUrl,
  gtagScriptUrl,
  TRACKING_SCRIPT_ROUTE,
  tagManagerScriptUrl,
} from '@/services/browser-scripts';
import { chatWidget, setChatWidgetAvailable } from './chat-widget';
import { loadScript } from './load-script';
import { useConsent } from './use-consent';

/**
 * The page shell's consent-gated scripts (content-and-api.md §7 'Loaded scripts', decision 0370):
 * nothing is requested from the analytics, tracking or chat services until the visitor accepts
 * that category; a later refusal stops what can be stopped (events, page visits, the chat window).
 * The review widget is loaded by its own block, also only with consent.
 */
export function ThirdPartyScripts({ services }: { services: BrowserServices }) {
  const consent = useConsent() ?? null;
  const pathname = usePathname();
  const analytics = consentAllows(consent, 'analytics') && services.analytics !== null;
  const tracking = consentAllows(consent, 'tracking');
  const chat = consentAllows(consent, 'chat') && services.chat !== null;
  const [trackingReady, setTrackingReady] = useState(false);

  useEffect(() => {
    if (!analytics || services.analytics === null) return;
    const { scriptBaseUrl, measurementId, tagManagerId } = services.analytics;
    const sources = startAnalytics(
      window as Window & { dataLayer?: unknown[] },
      { measurementId, tagManagerId },
      {
        gtag: (id) => gtagScriptUrl(scriptBaseUrl, id),
        tagManager: (id) => tagManagerScriptUrl(scriptBaseUrl, id),
      },
    );
    for (const source of sources) loadScript(source).catch(() => undefined);
  }, [analytics, services.analytics]);

  useEffect(() => {
    if (!tracking) return;
    let current = true;
    loadScript(TRACKING_SCRIPT_ROUTE)
      .then(() => {
        if (current && initTracking(window, services.tracking.key)) setTrackingReady(true);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [tracking, services.tracking.key]);

  // A page visit for the page the visitor landed on and after each client route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger.
  useEffect(() => {
    if (tracking && trackingReady) trackPageVisit(window);
  }, [tracking, trackingReady, pathname]);

  const chatBaseUrl = services.chat?.baseUrl ?? null;
  const chatAccount = services.chat?.account ?? null;
  useEffect(() => {
    if (!chat || chatBaseUrl === null) {
      chatWidget()?.call('hide');
      setChatWidgetAvailable(false);
      return;
    }
    let current = true;
    // The vendor's snippet names the account before its script loads.
    Object.assign(window, { __lc: { license: chatAccount } });
    loadScript(chatScriptUrl(chatBaseUrl))
      .then(() => {
        if (!current) return;
        const widget = chatWidget();
        widget?.call('minimize');
        setChatWidgetAvailable(widget !== null);
      })
      .catch(() => setChatWidgetAvailable(false));
    return () => {
      current = false;
    };
  }, [chat, chatBaseUrl, chatAccount]);

  return null;
}
