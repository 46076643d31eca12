'use client';

import { TIMINGS_MS } from '@fibre/domain/timings';
import { useEffect, useRef, useState } from 'react';
import { consentAllows } from '@/analytics/consent';
import { CookieSettingsButton } from '@/components/consent/cookie-settings-button';
import { loadScript } from '@/components/consent/load-script';
import { useConsent } from '@/components/consent/use-consent';
import { reviewScriptUrl } from '@/services/browser-scripts';
import {
  REVIEW_WIDGET_LOCALE,
  REVIEW_WIDGET_STARS,
  REVIEW_WIDGET_TEMPLATES,
  type ReviewWidgetType,
} from './widget';

interface ReviewWidgetApi {
  loadFromElement: (element: HTMLElement, forceReload?: boolean) => void;
}

function reviewWidgetApi(): ReviewWidgetApi | null {
  const api = (window as unknown as { Trustpilot?: Partial<ReviewWidgetApi> }).Trustpilot;
  return typeof api?.loadFromElement === 'function' ? (api as ReviewWidgetApi) : null;
}

export interface ReviewsWidgetProps {
  widgetType: ReviewWidgetType;
  disableClick: boolean;
  scriptBaseUrl: string;
  businessUnit: string;
}

/**
 * The review service's widget (§4 'Reviews widget: renders only after mount and initialises the
 * external widget about 50 ms later'). Its script is requested only once the visitor accepts
 * customer review cookies; until then a short note offers the cookie settings instead.
 */
export function ReviewsWidget({ widgetType, disableClick, scriptBaseUrl, businessUnit }: ReviewsWidgetProps) {
  const consent = useConsent();
  const [mounted, setMounted] = useState(false);
  const element = useRef<HTMLDivElement>(null);
  const allowed = consentAllows(consent ?? null, 'reviews');

  useEffect(() => setMounted(true), []);

  useEffect(() => {
    if (!mounted || !allowed) return;
    let cancelled = false;
    const script = loadScript(reviewScriptUrl(scriptBaseUrl));
    const timer = window.setTimeout(() => {
      script
        .then(() => {
          const target = element.current;
          if (!cancelled && target) reviewWidgetApi()?.loadFromElement(target, true);
        })
        .catch(() => undefined);
    }, TIMINGS_MS.reviewWidgetInit);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [mounted, allowed, scriptBaseUrl]);

  if (!mounted || consent === undefined) return null;
  if (!allowed) {
    return (
      <div
        className="rounded-xl border-2 border-slate-300 bg-white p-4 text-slate-800"
        data-testid="reviews-widget-consent"
      >
        <p>Our independent customer reviews appear here once you accept customer review cookies.</p>
        <CookieSettingsButton className="mt-2 font-semibold text-brand-700 underline underline-offset-4" />
      </div>
    );
  }
  const template = REVIEW_WIDGET_TEMPLATES[widgetType];
  return (
    <div
      ref={element}
      className={`trustpilot-widget min-h-6 ${disableClick ? 'pointer-events-none' : ''}`}
      data-testid="reviews-widget"
      data-locale={REVIEW_WIDGET_LOCALE}
      data-template-id={template.templateId}
      data-businessunit-id={businessUnit}
      data-style-height={template.height}
      data-style-width="100%"
      data-stars={REVIEW_WIDGET_STARS}
      data-widget-type={widgetType}
      data-disable-click={disableClick ? 'true' : undefined}
    >
      <p className="text-slate-700">Loading our customer reviews…</p>
    </div>
  );
}
