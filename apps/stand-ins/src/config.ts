import { fileURLToPath } from 'node:url';

/** The stand-ins' port under `npm start` (decision 0320): off 3000/4000 and the browser tests' 3100/4100. */
export const DEFAULT_STAND_INS_PORT = 4300;
export const DEFAULT_EMAIL_OUTBOX_DIR = fileURLToPath(new URL('../../../data/outbox-email', import.meta.url));
/** The bot-check stand-in's key and used tokens (decision 0475), shared by its processes. */
export const DEFAULT_BOT_CHECK_DIR = fileURLToPath(
  new URL('../../../data/stand-ins-bot-check', import.meta.url),
);

/** The webhook receiver's inboxes (decision 0645). */
export const DEFAULT_WEBHOOK_RECEIVER_DIR = fileURLToPath(
  new URL('../../../data/stand-ins-webhooks', import.meta.url),
);

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

export interface StandInsConfig {
  host: string;
  port: number;
  emailOutboxDir: string;
  botCheckDir: string;
  webhookDir: string;
  /** The 'default' inbox's secret (WEBHOOK_RECEIVER_SECRET), or null to record without checking. */
  webhookSecret: string | null;
}

export class StandInsConfigError extends Error {
  override readonly name = 'StandInsConfigError';
}

/**
 * STAND_INS_HOST (loopback only: the control endpoint flips any service to failing, and the
 * outbox lists what visitors typed), STAND_INS_PORT, EMAIL_OUTBOX_DIR, BOT_CHECK_STAND_IN_DIR,
 * WEBHOOK_RECEIVER_DIR and WEBHOOK_RECEIVER_SECRET.
 */
export function loadStandInsConfig(env: Record<string, string | undefined> = process.env): StandInsConfig {
  const host = env.STAND_INS_HOST?.trim() || '127.0.0.1';
  if (!LOOPBACK_HOSTS.has(host)) {
    throw new StandInsConfigError(`STAND_INS_HOST must be a loopback address (127.0.0.1, ::1), not ${host}`);
  }
  const portText = env.STAND_INS_PORT?.trim() || String(DEFAULT_STAND_INS_PORT);
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new StandInsConfigError(`STAND_INS_PORT must be a port number, not ${portText}`);
  }
  return {
    host,
    port,
    emailOutboxDir: env.EMAIL_OUTBOX_DIR?.trim() || DEFAULT_EMAIL_OUTBOX_DIR,
    botCheckDir: env.BOT_CHECK_STAND_IN_DIR?.trim() || DEFAULT_BOT_CHECK_DIR,
    webhookDir: env.WEBHOOK_RECEIVER_DIR?.trim() || DEFAULT_WEBHOOK_RECEIVER_DIR,
    webhookSecret: env.WEBHOOK_RECEIVER_SECRET?.trim() || null,
  };
}
