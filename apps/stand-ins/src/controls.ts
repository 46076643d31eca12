/**
 * The outside services the stand-ins process answers for (decision 0320), and how a test tells
 * one to fail: POST /__control {service, mode}, or the header on a single request.
 */
export const STAND_IN_SERVICES = ['email', 'bot-check', 'tracking-script', 'bug-reporter'] as const;
export type StandInService = (typeof STAND_IN_SERVICES)[number];

export const STAND_IN_MODES = ['ok', 'fail'] as const;
export type StandInMode = (typeof STAND_IN_MODES)[number];

/** A request carrying `x-stand-in-mode: fail` fails, whatever the service's mode. */
export const STAND_IN_MODE_HEADER = 'x-stand-in-mode';

/** Tokens the browser script hands out start with this (any other prefix verifies as normal). */
export const BOT_CHECK_STAND_IN_TOKEN_PREFIX = 'stand-in-';

/**
 * What a token was made for (decision 0386): the script ends each token with
 * '~<action>@<hostname>', and the verify endpoint answers that action and host name, as the real
 * service does. A test may end a token of its own so ('low-score-x~contact@127.0.0.1'); a token
 * without the ending answers neither.
 */
export const BOT_CHECK_MADE_FOR_SEPARATOR = '~';

/** The action and host name a stand-in token ends with, or nothing when it names none. */
export function botCheckTokenMadeFor(token: string): { action?: string; hostname?: string } {
  const at = token.lastIndexOf(BOT_CHECK_MADE_FOR_SEPARATOR);
  if (at < 0) return {};
  const match = /^([A-Za-z0-9_/]{1,100})@([A-Za-z0-9.:[\]-]{1,253})$/.exec(token.slice(at + 1));
  return match ? { action: match[1], hostname: match[2] } : {};
}

/** Bot-check tokens with these prefixes answer a low score or a failed verification. */
export const BOT_CHECK_TOKEN_PREFIXES = { lowScore: 'low-score-', fail: 'fail-' } as const;
export const BOT_CHECK_SCORES = { normal: 0.9, lowScore: 0.3 } as const;

/** The paths, as the real services have them. */
export const STAND_IN_PATHS = {
  emailSend: '/api/v1.0/email/send',
  emailSendForm: '/api/v1.0/email/send-form',
  emailOutbox: '/api/v1.0/email/outbox',
  botCheckVerify: '/recaptcha/api/siteverify',
  /** The bot check's browser script (the real one: https://www.google.com/recaptcha/api.js?render=KEY). */
  botCheckScript: '/recaptcha/api.js',
  trackingScript: '/synerise-javascript-sdk.min.js',
  gtag: '/gtag/js',
  tagManager: '/gtm.js',
  chatWidget: '/tracking.js',
  reviewWidget: '/bootstrap/v5/tp.widget.bootstrap.min.js',
  /** The bug reporter's shim (the real one: https://edge.marker.io/latest/shim.js). */
  bugReporterScript: '/latest/shim.js',
  /** Where the bug reporter stand-in's widget sends reports, and where they are listed. */
  bugReports: '/bug-reports',
  control: '/__control',
  health: '/health',
} as const;

/** One message the e-mail stand-in accepted, as written to the outbox folder. */
export interface RecordedEmail {
  id: string;
  received_at: string;
  /** 'json' for /send, 'form' for /send-form. */
  form: 'json' | 'form';
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
}

/** One report the bug reporter stand-in received (decision 0379). */
export interface RecordedBugReport {
  received_at: string;
  project: string;
  url: string;
  description: string;
  userAgent: string;
  viewport: string;
}
