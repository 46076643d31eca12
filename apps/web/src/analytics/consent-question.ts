import { CONSENT_LIFETIME_MS, CONSENT_STORAGE_KEY } from './consent';

/**
 * The cookie question is in the server's HTML, so a first-time visitor sees it with the page's
 * first paint rather than after the scripts have loaded (it was the largest paint of the journey
 * pages, and arriving late it made their LCP wait for all the JavaScript; decision 0101).
 * The HTML cannot know whether this browser has already answered, so this inline script, placed
 * right after the question, marks <html> when the question is to be asked; CSS shows the
 * server-rendered question only then. Returning visitors never see it flash.
 */
export const CONSENT_QUESTION_ATTRIBUTE = 'data-cookie-question';
export const CONSENT_QUESTION_ASK = 'ask';

/**
 * The same test as readConsent (consent.ts), written for a classic inline script: stored answer
 * parsed, both fields of the right type, younger than the lifetime and not from the future. Any
 * failure (storage refused, bad JSON) means ask, as readConsent returns null.
 */
export const CONSENT_QUESTION_SCRIPT = `(function(){var ask=true;try{var raw=window.localStorage.getItem(${JSON.stringify(
  CONSENT_STORAGE_KEY,
)});if(raw!==null){var v=JSON.parse(raw),now=Date.now();ask=!(typeof v.analytics==='boolean'&&typeof v.decidedAt==='number'&&!(now-v.decidedAt>=${CONSENT_LIFETIME_MS})&&!(v.decidedAt>now));}}catch(e){ask=true;}if(ask)document.documentElement.setAttribute(${JSON.stringify(
  CONSENT_QUESTION_ATTRIBUTE,
)},${JSON.stringify(CONSENT_QUESTION_ASK)});})();`;
