/**
 * Where the page shell's third-party scripts come from (content-and-api.md §7 'Loaded scripts',
 * decision 0370). Each service has a configurable base URL (the stand-ins locally and in the browser
 * tests) and the vendor's own path under it. Nothing here loads anything: the consent-gated loaders
 * in components/consent do, and the CSP lists these origins.
 */

/** The third-party scripts the page shell may load, each only after its consent category. */
export interface BrowserServices {
  /** null: analytics is off ('off', decision 0378). */
  analytics: { scriptBaseUrl: string; measurementId: string | null; tagManagerId: string | null } | null;
  tracking: { key: string };
  chat: { baseUrl: string; account: string } | null;
  reviews: { baseUrl: string; businessUnit: string } | null;
  /** The bug-reporting widget, for the preview hosts only (decision 0379). */
  bugReporter: { baseUrl: string; project: string; previewHosts: string[] } | null;
}

/** The behavioural-tracking script, from the site's own origin (decision 0323). */
export const TRACKING_SCRIPT_ROUTE = '/api/synerise-js-proxy';

const BROWSER_SCRIPT_PATHS = {
  gtag: '/gtag/js',
  tagManager: '/gtm.js',
  chat: '/tracking.js',
  reviews: '/bootstrap/v5/tp.widget.bootstrap.min.js',
} as const;

export function gtagScriptUrl(baseUrl: string, measurementId: string): string {
  return `${baseUrl}${BROWSER_SCRIPT_PATHS.gtag}?id=${encodeURIComponent(measurementId)}`;
}

export function tagManagerScriptUrl(baseUrl: string, containerId: string): string {
  return `${baseUrl}${BROWSER_SCRIPT_PATHS.tagManager}?id=${encodeURIComponent(containerId)}`;
}

export function chatScriptUrl(baseUrl: string): string {
  return `${baseUrl}${BROWSER_SCRIPT_PATHS.chat}`;
}

export function reviewScriptUrl(baseUrl: string): string {
  return `${baseUrl}${BROWSER_SCRIPT_PATHS.reviews}`;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

export interface ThirdPartyCspSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

/** The web analytics service's beacons and pixels when its default (Google) host is used. */
const GOOGLE_ANALYTICS_HITS = {
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/**
 * The origins the page's CSP must allow for the configured services: each script's origin, and
 * what the widgets talk to and frame from that origin (the review widget draws in an iframe, the
 * chat widget connects back). Analytics is listed only when an id is configured.
 */
export function thirdPartyCspSources(services: BrowserServices): ThirdPartyCspSources {
  const sources: ThirdPartyCspSources = { script: [], connect: [], img: [], frame: [] };
  const { analytics, chat, reviews } = services;
  if (analytics !== null && (analytics.measurementId !== null || analytics.tagManagerId !== null)) {
    const origin = originOf(analytics.scriptBaseUrl);
    sources.script.push(origin);
    sources.connect.push(origin);
    sources.img.push(origin);
    if (origin === 'https://www.googletagmanager.com') {
      sources.connect.push(...GOOGLE_ANALYTICS_HITS.connect);
      sources.img.push(...GOOGLE_ANALYTICS_HITS.img);
    }
  }
  for (const widget of [chat, reviews]) {
    if (widget === null) continue;
    const origin = originOf(widget.baseUrl);
    sources.script.push(origin);
    sources.connect.push(origin);
    sources.img.push(origin);
    sources.frame.push(origin);
  }
  const unique = (list: string[]) => [...new Set(list)];
  return {
    script: unique(sources.script),
    connect: unique(sources.connect),
    img: unique(sources.img),
    frame: unique(sources.frame),
  };
}
