/**
 * Starts the web analytics tag (and the tag manager's container when one is configured) the way
 * their vendor's snippet does, but from our own code rather than an inline script, so the CSP needs
 * no hash for it: window.dataLayer, a gtag() that queues its arguments there, 'js' and 'config',
 * then the loader script (decision 0370). Called once the visitor accepts analytics.
 */
export interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: unknown;
}

export interface AnalyticsSettings {
  measurementId: string | null;
  tagManagerId: string | null;
}

export interface AnalyticsScripts {
  gtag: (measurementId: string) => string;
  tagManager: (containerId: string) => string;
}

let started = false;

/** Sets up dataLayer and gtag (a gtag already on the page, a test's recorder, is kept). */
export function installGtag(target: AnalyticsWindow): void {
  target.dataLayer ??= [];
  if (typeof target.gtag !== 'function') {
    const layer = target.dataLayer;
    // gtag.js reads the Arguments object itself, as Google's snippet pushes it.
    target.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: the vendor's queue format is the arguments object.
      layer.push(arguments);
    };
  }
}

/** Returns the script addresses to load; does the set-up once per page. */
export function startAnalytics(
  target: AnalyticsWindow,
  settings: AnalyticsSettings,
  scripts: AnalyticsScripts,
  now: Date = new Date(),
): string[] {
  if (started) return [];
  if (settings.measurementId === null && settings.tagManagerId === null) return [];
  started = true;
  installGtag(target);
  const gtag = target.gtag as (...args: unknown[]) => void;
  const sources: string[] = [];
  if (settings.measurementId !== null) {
    gtag('js', now);
    gtag('config', settings.measurementId);
    sources.push(scripts.gtag(settings.measurementId));
  }
  if (settings.tagManagerId !== null) {
    target.dataLayer?.push({ 'gtm.start': now.getTime(), event: 'gtm.js' });
    sources.push(scripts.tagManager(settings.tagManagerId));
  }
  return sources;
}

/** For tests. */
export function resetAnalyticsStart(): void {
  started = false;
}
