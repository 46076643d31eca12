'use client';

import { openConsentSettings } from '@/analytics/consent';

/**
 * Lets the visitor change their cookie answer as easily as they gave it (ICO guidance): the question
 * opens again with their current choice, category by category.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={() => openConsentSettings()} className={className}>
      Cookie settings
    </button>
  );
}
