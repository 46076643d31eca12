'use client';

import { forgetConsent } from '@/analytics/consent';

/** Lets the visitor change their cookie answer as easily as they gave it (ICO guidance). */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={() => forgetConsent()} className={className}>
      Cookie settings
    </button>
  );
}
