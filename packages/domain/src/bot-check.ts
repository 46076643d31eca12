/**
 * The bot check before a register-interest submit (content-and-api.md §7): the posted token is
 * verified; it fails when the token is missing, the verification is not a success, or the score
 * is below 0.7. On the local development host it passes without the check.
 */
export const BOT_SCORE_THRESHOLD = 0.7;

/** The two failures the spec logs, verbatim. */
export const BOT_CHECK_FAILURES = {
  notVerified: 'Recaptcha not verified',
  scoreTooLow: 'Recaptcha score too low',
} as const;
export type BotCheckFailure = (typeof BOT_CHECK_FAILURES)[keyof typeof BOT_CHECK_FAILURES];

/** Hosts where the check is skipped. */
export const LOCAL_DEVELOPMENT_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The action each form asks its token for (letters and '_' only, as the service asks), so a token
 * made for one form, or on another site, cannot pass another's check (decision 0386).
 */
export const BOT_CHECK_ACTIONS = {
  registerInterest: 'register_interest',
  contact: 'contact',
} as const;
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[keyof typeof BOT_CHECK_ACTIONS];
export const BOT_CHECK_ACTION_LIST: readonly BotCheckAction[] = Object.values(BOT_CHECK_ACTIONS);

/** The verify answer: `{ success, score, action, hostname, challenge_ts }` from an invisible (v3) check. */
export interface BotCheckVerification {
  success: boolean;
  score?: number;
  /** The action the token was requested with in the browser. */
  action?: string;
  /** The host name of the page the token was made on. */
  hostname?: string;
}

/** What this submit's token must have been made for: one of the actions, on one of the site's hosts. */
export interface BotCheckExpectation {
  actions: readonly string[];
  /** The site's own host names, lower case, without a port. */
  hostnames: readonly string[];
}

/** Why a verified token is not this form's: made for another action, or on another host. */
export type BotCheckMismatch = 'action' | 'hostname';

/**
 * Whether a token was made for this form on this site (decision 0386), or what differs. An answer
 * without an action or host name does not match: the real service always names both.
 */
export function botCheckMismatch(
  verification: BotCheckVerification,
  expected: BotCheckExpectation,
): BotCheckMismatch | null {
  if (verification.action === undefined || !expected.actions.includes(verification.action)) return 'action';
  const hostname = verification.hostname === undefined ? undefined : bareHostname(verification.hostname);
  if (hostname === undefined || !expected.hostnames.includes(hostname)) return 'hostname';
  return null;
}

/**
 * Why the check failed, or null when it passed. A missing verification (no token) is not verified;
 * with an expectation, a token made for another action or host is not verified either (checked
 * after the score, so a low score is logged as one whatever the token was made for).
 */
export function botCheckFailure(
  verification: BotCheckVerification | null | undefined,
  expected?: BotCheckExpectation,
): BotCheckFailure | null {
  if (!verification?.success) return BOT_CHECK_FAILURES.notVerified;
  if ((verification.score ?? 0) < BOT_SCORE_THRESHOLD) return BOT_CHECK_FAILURES.scoreTooLow;
  if (expected && botCheckMismatch(verification, expected) !== null) return BOT_CHECK_FAILURES.notVerified;
  return null;
}

/**
 * The host names a token may have been made on: the configured ones, else the site's public URL's,
 * else the host the request was sent to (a local or test server with nothing configured). Lower
 * case, without a port or a trailing dot.
 */
export function botCheckHostnames(
  configured: readonly string[],
  siteUrl: string | undefined,
  requestHost: string | null,
): string[] {
  if (configured.length > 0) return configured.map(bareHostname);
  if (siteUrl) return [bareHostname(new URL(siteUrl).hostname)];
  return requestHost ? [bareHostname(requestHost.replace(/:\d*$/, ''))] : [];
}

function bareHostname(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^\[(.*)\]$/, '$1');
}

/** Whether the request's host (with or without a port) is the local development host. */
export function isLocalDevelopmentHost(host: string): boolean {
  return LOCAL_DEVELOPMENT_HOSTS.includes(host.replace(/:\d*$/, '').toLowerCase());
}
