'use client';

import { JourneyEngine } from './journey-engine';
import { provideJourneyEngine } from './journey-store';

// On evaluation (in the browser, before the page hydrates): the root layout's provider then renders
// this engine rather than fetching the store's chunk after hydration.
if (typeof window !== 'undefined') provideJourneyEngine(JourneyEngine);

/**
 * Rendered by a layout whose every page uses the journey store at once (the ordering steps, decision
 * 0592): it puts the store's code in that layout's own first load, with the basket, checkout and
 * routing rules its pages share, so the build keeps them in one chunk for all those pages instead
 * of a copy in each page's, and the store is live as soon as the page has hydrated. Renders nothing.
 */
export function JourneyStoreCode() {
  return null;
}
