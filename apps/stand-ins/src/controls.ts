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

/**
 * The scores the bot-check stand-in gives (decision 0475): its script's tokens score 'normal'; a
 * test asks the control endpoint for a token of any other score ('lowScore' is under the 0.7 bar).
 */
export const BOT_CHECK_SCORES = { normal: 0.9, lowScore: 0.3 } as const;

/** What POST /__control/bot-check-token takes: a token as the script would make it, for tests. */
export interface BotCheckTokenRequest {
  action: string;
  hostname: string;
  score?: number;
  siteKey?: string;
}

/** The paths, as the real services have them. */
export const STAND_IN_PATHS = {
  emailSend: '/api/v1.0/email/send',
  emailSendForm: '/api/v1.0/email/send-form',
  emailOutbox: '/api/v1.0/email/outbox',
  botCheckVerify: '/recaptcha/api/siteverify',
  /** The bot check's browser script (the real one: https://www.google.com/recaptcha/api.js?render=KEY). */
  botCheckScript: '/recaptcha/api.js',
  /** The script's hidden frame, which asks for each token (the real one: /recaptcha/api2/anchor). */
  botCheckFrame: '/recaptcha/api2/anchor',
  /** Where the frame gets a token: same origin as the frame, so the site's CSP need not allow it. */
  botCheckToken: '/recaptcha/api2/token',
  /** A token for a test, with the score it asks for (loopback only, as all of /__control). */
  botCheckTestToken: '/__control/bot-check-token',
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
  /** The stand-in webhook receiver (decision 0645): POST a delivery, GET what an inbox received. */
  webhooks: '/webhooks/:inbox',
  /** An inbox's secret and how it answers (PUT), or forget it (DELETE). */
  webhookControl: '/__control/webhooks/:inbox',
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

/** An inbox of the webhook receiver: a path segment of letters, digits and '-'. */
export const WEBHOOK_INBOX_PATTERN = /^[a-z0-9-]{1,40}$/;

/** 'ok' accepts (200), 'fail' answers 500 to every delivery. */
export const WEBHOOK_RECEIVER_MODES = ['ok', 'fail'] as const;
export type WebhookReceiverMode = (typeof WEBHOOK_RECEIVER_MODES)[number];

/** How an inbox answers: PUT /__control/webhooks/{inbox} with any of these. */
export interface WebhookInboxSettings {
  /** The subscriber's secret from the hub: a delivery whose signature does not check gets 400. */
  secret: string | null;
  mode: WebhookReceiverMode;
  /** The next n deliveries get 500, whatever the mode. */
  fail_next: number;
  /** Wait this long before answering (a receiver slower than the hub's timeout). */
  delay_ms: number;
}

/** One delivery an inbox received, as GET /webhooks/{inbox} lists it. */
export interface RecordedWebhook {
  id: string;
  received_at: string;
  /** The Webhook-Id header: the event's id, the same on every retry. */
  webhook_id: string;
  webhook_timestamp: string;
  /** 'valid', why it is not, or 'unchecked' when the inbox has no secret. */
  signature: 'valid' | 'unchecked' | 'missing' | 'malformed' | 'outside_tolerance' | 'mismatch';
  /** The status the inbox answered. */
  answered: number;
  /** The parsed JSON body (null when it was not JSON). */
  body: unknown;
}

/** GET /webhooks/{inbox}'s counts: a duplicate is an event id accepted more than once. */
export interface WebhookInboxSummary {
  received: number;
  accepted: number;
  distinct_events: number;
  duplicates: number;
  refused: number;
  bad_signatures: number;
}
