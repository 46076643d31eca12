// What `npm start` (scripts/start.mjs) and the local cluster (scripts/cluster/) both need to start the
// parts: the ports and hosts from the environment, the outside services left to the stand-ins, the
// CMS secret kept in data/, and the environment every part is started with (decision 0570).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parsePort, probeHost } from './ports.mjs';

/** The default ports of `npm start` (README 'The two commands'). */
export const DEFAULT_PORTS = { PORT: 3000, PROVIDER_API_PORT: 4000, STAND_INS_PORT: 4300 };

/** The outside services the site calls from its server; any left unset goes to the stand-ins. */
export const OUTSIDE_SERVICE_URLS = [
  'EMAIL_SERVICE_URL',
  'BOT_CHECK_URL',
  'TRACKING_SCRIPT_BASE_URL',
  'CHAT_WIDGET_BASE_URL',
  'REVIEW_WIDGET_BASE_URL',
  'BUG_REPORTER_BASE_URL',
];

/** Any of these set: analytics goes to the provider's own host, not the stand-in (decision 0378). */
const ANALYTICS_SETTINGS = ['ANALYTICS_SCRIPT_BASE_URL', 'NEXT_PUBLIC_GA_MEASUREMENT_ID', 'TAG_MANAGER_ID'];

const isSet = (env, name) => (env[name] ?? '').trim() !== '';

/** The outside-service variables the stand-ins answer for (unset ones); empty: no stand-ins needed. */
export function standInsNeeded(env) {
  const analyticsConfigured = ANALYTICS_SETTINGS.some((name) => isSet(env, name));
  return [
    ...OUTSIDE_SERVICE_URLS.filter((name) => !isSet(env, name)),
    ...(analyticsConfigured ? [] : ['ANALYTICS_SCRIPT_BASE_URL']),
  ];
}

/**
 * The listening addresses of `npm start`: the site and the provider API on HOST (loopback unless
 * HOST says otherwise, decision 0181), the stand-ins on STAND_INS_HOST (loopback only). Each port
 * keeps the variable that moves it, for the port check's message. Throws naming a bad variable.
 */
export function startAddresses(env) {
  const host = env.HOST?.trim() || '127.0.0.1';
  const standInsHost = env.STAND_INS_HOST?.trim() || '127.0.0.1';
  const port = (variable) => {
    const value = env[variable]?.trim() || String(DEFAULT_PORTS[variable]);
    const parsed = parsePort(variable, value);
    if (parsed.error) throw new Error(parsed.error);
    return parsed.port;
  };
  const webPort = port('PORT');
  const apiPort = port('PROVIDER_API_PORT');
  const standInsPort = port('STAND_INS_PORT');
  return {
    host,
    webPort,
    apiPort,
    standInsPort,
    standInsHost,
    webUrl: `http://${probeHost(host)}:${webPort}`,
    apiUrl: env.PROVIDER_API_URL?.trim() || `http://${probeHost(host)}:${apiPort}`,
    standInsUrl: `http://${probeHost(standInsHost)}:${standInsPort}`,
  };
}

/** The listeners the port check looks at: the stand-ins only when this run starts them. */
export function startListeners(addresses, { standIns }) {
  return [
    { variable: 'PORT', port: addresses.webPort, host: addresses.host },
    { variable: 'PROVIDER_API_PORT', port: addresses.apiPort, host: addresses.host },
    ...(standIns
      ? [{ variable: 'STAND_INS_PORT', port: addresses.standInsPort, host: addresses.standInsHost }]
      : []),
  ];
}

/**
 * The CMS secret (PAYLOAD_SECRET) that signs staff sessions; production refuses the development one.
 * Given: that one. Otherwise the first start makes one and keeps it in `<dataDir>/cms-secret` (git
 * ignores it), so signing in to /admin survives a restart (decision 0301), and every site process of
 * a cluster sharing the folder signs alike.
 */
export function cmsSecret(env, dataDir, makeSecret = () => randomBytes(32).toString('base64url')) {
  const given = env.PAYLOAD_SECRET?.trim();
  if (given) return given;
  const file = path.join(dataDir, 'cms-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = makeSecret();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The environment every part is started with: production mode, the token, the CMS secret, the
 * ports and URLs, and the stand-ins' URL for each outside service left unset. A cluster overrides
 * PORT / PROVIDER_API_PORT per process on top of this.
 */
export function partsEnv(env, { addresses, token, payloadSecret, root }) {
  // Each part resolves a relative folder against its own working directory (npm runs a workspace in
  // its folder), so the run hands them absolute ones: the folders start.mjs names (decision 0681).
  const folders = root
    ? {
        OUTBOX_DIR: path.resolve(root, env.OUTBOX_DIR?.trim() || 'data/outbox'),
        EMAIL_OUTBOX_DIR: path.resolve(root, env.EMAIL_OUTBOX_DIR?.trim() || 'data/outbox-email'),
      }
    : {};
  return {
    ...env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    HOST: addresses.host,
    PORT: String(addresses.webPort),
    PROVIDER_API_PORT: String(addresses.apiPort),
    PROVIDER_API_TOKEN: token,
    PROVIDER_API_URL: addresses.apiUrl,
    PAYLOAD_SECRET: payloadSecret,
    STAND_INS_PORT: String(addresses.standInsPort),
    ...Object.fromEntries(standInsNeeded(env).map((name) => [name, addresses.standInsUrl])),
    ...folders,
  };
}

/**
 * Where this run's e-mails can be read (decision 0681): the provider API writes the order
 * confirmation (with the contract summary) to OUTBOX_DIR, `data/outbox/` unless set, when no
 * SMTP_URL is given; the e-mail stand-in keeps what the site sends (resume and sign-in codes,
 * password resets) in EMAIL_OUTBOX_DIR, `data/outbox-email/`. Both are named, each as the process
 * that writes it resolves it, so the folder printed is the one written to.
 */
export function mailOutboxLines(env, { standIns, root }) {
  const shown = (dir) => {
    const relative = path.relative(root, path.resolve(root, dir));
    return relative.startsWith('..') || path.isAbsolute(relative) ? path.resolve(root, dir) : `${relative}/`;
  };
  // partsEnv's absolute folders, shown from the repository when they are inside it.
  const lines = [
    env.SMTP_URL?.trim()
      ? 'Order e-mails go out through SMTP_URL.'
      : `Order e-mails (the confirmation with its contract summary) are in ${shown(env.OUTBOX_DIR?.trim() || 'data/outbox')}`,
  ];
  if (standIns) {
    lines.push(
      `E-mails the site sends (codes, password resets) are in ${shown(env.EMAIL_OUTBOX_DIR?.trim() || 'data/outbox-email')}`,
    );
  }
  return lines;
}

/**
 * npm start's subscriber of the provider API's hub (decision 0645): the stand-ins' webhook receiver,
 * inbox 'default', so a fresh install shows the events it sends (data/stand-ins-webhooks/default/).
 * The secret both sides share is made on the first start and kept in `<dataDir>/webhook-receiver-secret`
 * (git ignores data/), so the subscription and the receiver agree after a restart. Nothing when
 * WEBHOOK_DEFAULT_CALLBACK is set: the operator chose the subscriber.
 */
export function webhookReceiverEnv(
  env,
  dataDir,
  standInsUrl,
  makeSecret = () => `whsec_${randomBytes(32).toString('base64url')}`,
) {
  if (isSet(env, 'WEBHOOK_DEFAULT_CALLBACK')) return {};
  const file = path.join(dataDir, 'webhook-receiver-secret');
  let secret = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (!secret) {
    mkdirSync(dataDir, { recursive: true });
    secret = makeSecret();
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  return {
    WEBHOOK_DEFAULT_CALLBACK: `${standInsUrl}/webhooks/default`,
    WEBHOOK_DEFAULT_SECRET: secret,
    WEBHOOK_RECEIVER_SECRET: secret,
  };
}
