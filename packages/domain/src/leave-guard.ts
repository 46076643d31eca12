/**
 * The leave-checkout guard of ordering-journey.md §4 as pure rules (decision 0240): which paths it
 * guards, which moves between them are allowed, what a link or a history step away from them is,
 * and whether a page load after an unload resumes the journey or finds it cleared.
 */

import { SITE_PATHS } from './site-paths';

/** The confirm modal's words (ordering-journey.md §2). */
export const LEAVE_GUARD_TEXT = {
  title: 'Are you sure you want to leave?',
  body: 'If you continue, your basket will be emptied.',
  cancel: 'Cancel',
  continue: 'Continue',
} as const;

/** Where the checkout ends; moving there from the checkout is allowed. */
const SUCCESS_PATH = '/success';

/**
 * After an unload on a guarded page, a page load in the same tab within this window at an allowed
 * destination (a reload, or a full load of another checkout step) resumes the journey; any other
 * unload leaves the basket and checkout cleared.
 */
export const UNLOAD_RESUME_WINDOW_MS = 30_000;

/** The path of a path, URL path with query or hash: '/checkout/payment?x=1#a' → '/checkout/payment'. */
export function pathOnly(path: string): string {
  const end = path.search(/[?#]/);
  const bare = end === -1 ? path : path.slice(0, end);
  return bare.length > 1 && bare.endsWith('/') ? bare.replace(/\/+$/, '') || '/' : bare;
}

/**
 * Whether the guard watches this path: /extras, /checkout and every checkout step under it. The
 * register-interest failure page (/checkout/order/error/{code}) is not a checkout step and is left out.
 */
export function isGuardedPath(path: string): boolean {
  const bare = pathOnly(path);
  if (bare === SITE_PATHS.extras || bare === SITE_PATHS.checkout) return true;
  return bare.startsWith(`${SITE_PATHS.checkout}/`) && !bare.startsWith(`${SITE_PATHS.checkout}/order/`);
}

/**
 * Whether moving from one path to another needs no confirmation: from an unguarded path anything
 * goes; from a guarded one, to another guarded path (/extras and the checkout steps, or the same
 * page) or to /success.
 */
export function isAllowedMove(from: string, to: string): boolean {
  if (!isGuardedPath(from)) return true;
  return isGuardedPath(to) || pathOnly(to) === SUCCESS_PATH;
}

/**
 * What following a link does, seen from a guarded page:
 * - 'stay': not a page change (another scheme such as tel: or mailto:, a new tab, a download, one
 *   of the site's /api/ routes, or only the fragment of this page), so no question;
 * - 'allowed': another page the guard lets the visitor reach (isAllowedMove);
 * - 'leave': anything else, another site included, which asks the question first.
 */
export type LinkOutcome = 'stay' | 'allowed' | 'leave';

export interface LinkClick {
  /** The anchor's href as written (relative or absolute). */
  href: string;
  /** The anchor's target attribute, if any. */
  target?: string | null;
  download?: boolean;
}

export function linkOutcome(currentUrl: string, link: LinkClick): LinkOutcome {
  let current: URL;
  let next: URL;
  try {
    current = new URL(currentUrl);
    next = new URL(link.href, current);
  } catch {
    return 'stay';
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:') return 'stay';
  if (link.download) return 'stay';
  const target = (link.target ?? '').trim().toLowerCase();
  if (target !== '' && target !== '_self' && target !== '_top' && target !== '_parent') return 'stay';
  if (next.origin !== current.origin) return 'leave';
  // The site's own routes answer files (the contract summary PDF), not pages: the page stays.
  if (next.pathname.startsWith('/api/')) return 'stay';
  if (next.pathname === current.pathname && next.search === current.search && next.hash !== '') return 'stay';
  return isAllowedMove(current.pathname, next.pathname) ? 'allowed' : 'leave';
}

/** What the guard writes when a guarded page unloads: the path it left and when. */
export interface UnloadMark {
  from: string;
  at: number;
}

export function isUnloadMark(value: unknown): value is UnloadMark {
  if (typeof value !== 'object' || value === null) return false;
  const mark = value as Record<string, unknown>;
  return typeof mark.from === 'string' && Number.isSafeInteger(mark.at);
}

/**
 * Whether a page load at `to` after the unload `mark` in the same tab resumes the journey: a
 * reload of the page or a full load of an allowed destination, within UNLOAD_RESUME_WINDOW_MS.
 * Otherwise the unload stands and the basket and checkout stay cleared.
 */
export function resumesAfterUnload(mark: UnloadMark, to: string, now: number): boolean {
  const elapsed = now - mark.at;
  return (
    elapsed >= 0 &&
    elapsed <= UNLOAD_RESUME_WINDOW_MS &&
    isGuardedPath(mark.from) &&
    isAllowedMove(mark.from, to)
  );
}
