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

export interface BotCheckVerification {
  success: boolean;
  score?: number;
}

/** Why the check failed, or null when it passed. A missing verification (no token) is not verified. */
export function botCheckFailure(
  verification: BotCheckVerification | null | undefined,
): BotCheckFailure | null {
  if (!verification?.success) return BOT_CHECK_FAILURES.notVerified;
  if ((verification.score ?? 0) < BOT_SCORE_THRESHOLD) return BOT_CHECK_FAILURES.scoreTooLow;
  return null;
}

/** Whether the request's host (with or without a port) is the local development host. */
export function isLocalDevelopmentHost(host: string): boolean {
  return LOCAL_DEVELOPMENT_HOSTS.includes(host.replace(/:\d*$/, '').toLowerCase());
}
