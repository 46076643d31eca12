import { createHash } from 'node:crypto';
import { CONSENT_QUESTION_SCRIPT } from '../analytics/consent-question';
import type { ThirdPartyCspSources } from '../services/browser-scripts';

/**
 * The site's security headers (decision 0180). The static ones go on every response from
 * next.config.ts; the Content-Security-Policy carries a fresh nonce per page, so proxy.ts sets it.
 */

/** On every response, pages, routes and files alike. */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // For browsers that predate frame-ancestors; the CSP says the same.
  { key: 'X-Frame-Options', value: 'DENY' },
  // Other sites learn our origin at most, never a path or query (which can hold a postcode).
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

/** Two years with subdomains, as the HSTS preload list asks; sent only over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains; preload';

/** A JSON route has nothing to load or frame. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The hash of a constant inline script, as a CSP source. */
function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The one inline script of our own (the cookie question's marker): constant, so hashed once. */
export const CONSENT_QUESTION_SCRIPT_HASH = scriptHash(CONSENT_QUESTION_SCRIPT);

export interface CspOptions {
  /** A fresh random value per response (base64). */
  nonce: string;
  /**
   * The configured third-party services' origins (services/browser-scripts.ts): the analytics
   * hosts only when an id is configured, the chat and review widgets' when they are on. None when
   * absent. Their scripts still load only after consent (decision 0370).
   */
  thirdParty?: ThirdPartyCspSources;
  /** Served over https: ask the browser to upgrade any http sub-resource. */
  https: boolean;
  /** `next dev` evaluates code for fast refresh; never in a production build. */
  development: boolean;
  /**
   * The bot check's origin (BOT_CHECK_URL): the real invisible check runs in a frame of its own
   * (www.google.com), so that origin may be framed; its script comes in through 'strict-dynamic'.
   */
  botCheckOrigin?: string;
}

export interface PageCspOptions extends CspOptions {
  /**
   * A staff member's draft-mode view, which the admin's live preview shows in a frame of its own
   * origin (decision 0313): frame-ancestors 'self' then, 'none' for every other response.
   */
  livePreview?: boolean;
  /**
   * The built stylesheets' hash sources (stylesheet-hashes.ts): each page carries its stylesheet
   * inline, in a `<style>` React writes without the nonce (decision 0596).
   */
  styleHashes?: readonly string[];
}

/** A random nonce: 128 bits, base64, as CSP3 asks. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * The pages' policy. Scripts run only with this response's nonce (Next.js puts it on its own
 * scripts when it renders the page) or the cookie question's hash; 'strict-dynamic' lets those
 * load the chunks and the gtag loader they insert, so no host list is needed for scripts in CSP3
 * browsers ('self' and Google's host stay for CSP2 ones, which ignore 'strict-dynamic').
 * default-src 'none' with each kind of content named, so anything new is refused until listed.
 */
export function pageContentSecurityPolicy(options: PageCspOptions): string {
  const ga = options.thirdParty ?? { script: [], connect: [], img: [], frame: [] };
  // One frame-src: the consented widgets' frames and the bot check's (CSP keeps only the first of
  // a repeated directive).
  const frames = [...ga.frame, ...(options.botCheckOrigin ? [options.botCheckOrigin] : [])];
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    [
      'script-src',
      [
        "'self'",
        `'nonce-${options.nonce}'`,
        CONSENT_QUESTION_SCRIPT_HASH,
        "'strict-dynamic'",
        ...ga.script,
        ...(options.development ? ["'unsafe-eval'"] : []),
      ],
    ],
    ['style-src', ["'self'", `'nonce-${options.nonce}'`, ...(options.styleHashes ?? [])]],
    ['img-src', ["'self'", 'data:', ...ga.img]],
    ...(frames.length > 0 ? ([['frame-src', frames]] as Array<[string, string[]]>) : []),
    // The CMS's videos and their caption tracks, served from /cms-api/media/file/ (decision 0341).
    ['media-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...ga.connect, ...(options.development ? ['ws:'] : [])]],
    ['manifest-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    // CSP3 browsers ignore X-Frame-Options (DENY) once frame-ancestors is present.
    ['frame-ancestors', [options.livePreview ? "'self'" : "'none'"]],
    ['object-src', ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (options.https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** The cookie Next.js sets while draft mode is on (the cms-preview route turns it on for staff). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** The CMS admin's path (Payload's `routes.admin`). */
const ADMIN_PATH = '/admin';

/** Whether a path is the CMS admin's (it gets adminContentSecurityPolicy). */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);
}

/**
 * The CMS admin's policy (decision 0304). Scripts as on the site (nonce, 'strict-dynamic'), but
 * Payload's UI renders style attributes and inserts style elements without a nonce, so styles
 * are 'unsafe-inline' here only (no script can run from a style); uploads preview from blob: URLs.
 * The live preview frames the site's own pages (frame-src 'self'). Nothing of the public site is
 * loosened, and the admin still may not be framed.
 */
export function adminContentSecurityPolicy(options: Omit<CspOptions, 'thirdParty'>): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    [
      'script-src',
      [
        "'self'",
        `'nonce-${options.nonce}'`,
        "'strict-dynamic'",
        ...(options.development ? ["'unsafe-eval'"] : []),
      ],
    ],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['media-src', ["'self'", 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(options.development ? ['ws:'] : [])]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (options.https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}
