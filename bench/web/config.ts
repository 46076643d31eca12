import path from 'node:path';
import { CHROMIUM, REPO_ROOT, WEB_DIR } from '../../e2e/support/environment';
import type { PageState } from './checkout-state';

// The browser tests' host, paths and Chromium, so the bench measures the site as they run it.
export { HOST, REPO_ROOT, WEB_DIR } from '../../e2e/support/environment';

/**
 * Loopback only, and never the ports of `npm start` (3000/4000) or the browser tests (3100/4100).
 * BENCH_WEB_PORT and BENCH_API_PORT move them, so two benches (or two worktrees) can run at once.
 */
export const WEB_PORT = benchPort('BENCH_WEB_PORT', 3200);
export const API_PORT = benchPort('BENCH_API_PORT', 4200);

function benchPort(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1024 || port > 65535) {
    throw new Error(`${name} must be a port from 1024 to 65535, not '${value}'`);
  }
  return port;
}

export const NEXT_DIR = path.join(WEB_DIR, '.next');
export const OUT_DIR = path.join(REPO_ROOT, 'bench/out');
export const README_PATH = path.join(REPO_ROOT, 'bench/README.md');

/** What the web build depends on: a file here newer than the build means the build is stale. */
export const BUILD_INPUTS = [
  'apps/web/app',
  'apps/web/src',
  'apps/web/next.config.ts',
  'apps/web/postcss.config.mjs',
  'apps/web/package.json',
  'apps/web/proxy.ts',
  'apps/web/instrumentation.ts',
  'packages/domain/src',
  'packages/provider-client/src',
  'package-lock.json',
].map((relative) => path.join(REPO_ROOT, relative));

/**
 * The three pages decision 0100 measures, the two checkout pages (decision 0261), the CMS's /help and
 * /coverage, then the forms' pages. The plans page needs no stored
 * address to list the plans; the checkout pages are measured with the browser state a visitor has
 * there (checkout-state.ts): 'basket' a chosen address and a plan, 'order' besides an order the
 * provider API holds, with its slot and direct debit; 'view' (the order pages) a placed order and the
 * `hb_view` cookie Find my order gives for the code it e-mails.
 */
// `cms`: the page is drawn from a CMS page document, and the first-byte table holds it to the CMS
// pages' goal (ttfb.ts). The others are the dynamic pages it is compared with.
export const PAGES: ReadonlyArray<{ name: string; path: string; state?: PageState; cms?: boolean }> = [
  { name: 'Home', path: '/', cms: true },
  { name: 'Address finder', path: '/address-finder' },
  { name: 'Plans (RES)', path: '/service-available?addressType=RES' },
  // The plan's add-ons and the mini basket, drawn from the seeded basket (decision 0686).
  { name: 'Extras', path: '/extras', state: 'basket' },
  { name: 'Checkout, your details', path: '/checkout', state: 'basket' },
  { name: 'Checkout, review', path: '/checkout/review-order', state: 'order' },
  // The content pages from the CMS: the FAQ accordion and the coverage listing.
  { name: 'Help (CMS)', path: '/help', cms: true },
  { name: 'Coverage (CMS)', path: '/coverage', cms: true },
  // The forms' pages: the outage form, a dead end offering register interest, the area page
  // (register-interest hero and pre-order), and the pages a register-interest submit ends on.
  { name: 'Network status (outage form)', path: '/network-status', cms: true },
  { name: 'Service unavailable', path: '/service-unavailable' },
  { name: 'Area page (CMS)', path: '/coverage/location/demo-valley', cms: true },
  { name: 'Confirmation of interest', path: '/confirmation-of-interest/CUS000001' },
  { name: 'Register interest failed', path: '/checkout/order/error/unreachable' },
  { name: 'Register interest success', path: '/bundles/gigaplus/success?firstName=Sam' },
  // Find my order, then the order pages (issue 23) with the view cookie its e-mailed code gives.
  { name: 'Find my order', path: '/find-my-order' },
  { name: 'Your order', path: '/your-order', state: 'view' },
  { name: 'Your order, installation', path: '/your-order/installation', state: 'view' },
  { name: 'Your order, cancel', path: '/your-order/cancel', state: 'view' },
  { name: 'Your order, contact details', path: '/your-order/contact-details', state: 'view' },
];

/**
 * Issue 22's budget (decision 0630, after 0102): at most this many kB (1000 bytes) of our own gzipped
 * first-load JavaScript above the empty Next.js app, on every public route.
 */
export const OWN_FIRST_LOAD_BUDGET_KB = 25;

/** Routes only staff load, which the budget does not hold: the CMS admin. */
export const STAFF_ROUTES: readonly string[] = ['/admin/[[...segments]]'];

/**
 * The pages a visitor loads from the home page to the order's confirmation, in order (the spec's
 * routes; the area page, /ots and the property confirmation are detours some visitors take).
 */
export const JOURNEY_ROUTES: readonly string[] = [
  '/',
  '/address-finder',
  '/service-available',
  '/extras',
  '/checkout',
  '/checkout/installation',
  '/checkout/payment',
  '/checkout/review-order',
  '/success',
];

/** Debian's Chromium with the browser tests' container flags, headless for Lighthouse; nothing is downloaded. */
export const CHROME_PATH = CHROMIUM.executablePath;
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM.args];
