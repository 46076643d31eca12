import { CONSENT_QUESTION_SCRIPT } from '@/analytics/consent-question';

/**
 * Runs as the parser reaches it and marks <html> when this browser has no cookie answer yet, so the
 * server-rendered question shows at once to first-time visitors only (decision 0101). Place it
 * right after CookieConsent: the question then appears whole (a question painted while still
 * arriving would grow upwards, a layout shift), and nothing before it waits (a classic inline
 * script waits for the stylesheet).
 */
export function ConsentQuestionScript() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant built from our own constants, no input.
  return <script dangerouslySetInnerHTML={{ __html: CONSENT_QUESTION_SCRIPT }} />;
}
