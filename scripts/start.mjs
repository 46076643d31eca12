#!/usr/bin/env node
// `npm start`: the provider API (migrated and filled with the demo data on first start), the local
// stand-ins of the outside services when the real ones are not configured (decision 0320), and the
// built web app, side by side. Builds the web app first if there is no build. Ctrl+C stops them all.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chooseStartToken, startTokenLines } from './start-token.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const webPort = process.env.PORT || '3000';
// Loopback only unless HOST says otherwise, as the provider API does (decision 0181): a site on every
// interface of a laptop is a site on the café's network.
const host = process.env.HOST || '127.0.0.1';
const probeHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
const apiPort = process.env.PROVIDER_API_PORT || '4000';
const apiUrl = process.env.PROVIDER_API_URL || `http://127.0.0.1:${apiPort}`;
// The outside services the site calls from the server; any left unset goes to the stand-ins.
const standInsPort = process.env.STAND_INS_PORT || '4300';
const standInsUrl = `http://127.0.0.1:${standInsPort}`;
const OUTSIDE_SERVICE_URLS = [
  'EMAIL_SERVICE_URL',
  'BOT_CHECK_URL',
  'TRACKING_SCRIPT_BASE_URL',
  'CHAT_WIDGET_BASE_URL',
  'REVIEW_WIDGET_BASE_URL',
  'BUG_REPORTER_BASE_URL',
];
// Analytics goes to its own host once an id of the provider's is given (decision 0378); with none,
// the default id goes to the stand-in.
const analyticsConfigured = [
  'ANALYTICS_SCRIPT_BASE_URL',
  'NEXT_PUBLIC_GA_MEASUREMENT_ID',
  'TAG_MANAGER_ID',
].some((name) => process.env[name]);
const standInsNeeded = [
  ...OUTSIDE_SERVICE_URLS.filter((name) => !process.env[name]),
  ...(analyticsConfigured ? [] : ['ANALYTICS_SCRIPT_BASE_URL']),
];
// Both processes run in production mode, which refuses the development token: unless one is
// given, this run makes its own, hands it to both and prints it.
const startToken = chooseStartToken(process.env);
const token = startToken.token;

// The CMS signs staff sessions with PAYLOAD_SECRET; production refuses the development one. Unless
// one is given, the first start makes one and keeps it in data/ (git ignores it), so signing in
// to /admin survives a restart (decision 0301).
function cmsSecret() {
  const given = process.env.PAYLOAD_SECRET?.trim();
  if (given) return given;
  const file = path.join(root, 'data', 'cms-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  PROVIDER_API_PORT: apiPort,
  PROVIDER_API_TOKEN: token,
  PROVIDER_API_URL: apiUrl,
  PORT: webPort,
  PAYLOAD_SECRET: cmsSecret(),
  STAND_INS_PORT: standInsPort,
  ...Object.fromEntries(standInsNeeded.map((name) => [name, standInsUrl])),
};

function log(message) {
  console.log(`[start] ${message}`);
}

if (!existsSync(path.join(webDir, '.next', 'BUILD_ID'))) {
  log('No web build found: building apps/web (once)...');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = new Map();
let stopping = false;

function run(name, command, args, cwd) {
  const child = spawn(command, args, { cwd, env, stdio: 'inherit', detached: true });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      log(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      stop(code ?? 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children.values()) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => {
    for (const child of children.values()) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    process.exit(code);
  }, 10_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// If whatever started us goes away without a signal reaching us, stop too: never leave servers behind.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) stop(0);
}, 1000).unref();

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

log(`Starting the provider API on port ${apiPort}...`);
run('provider API', 'npm', ['run', 'start', '--workspace', 'apps/provider-api'], root);
let standInsReady = true;
if (standInsNeeded.length > 0) {
  log(`Starting the outside-service stand-ins on port ${standInsPort} for ${standInsNeeded.join(', ')}...`);
  run('stand-ins', 'npm', ['run', 'start', '--workspace', 'apps/stand-ins'], root);
  standInsReady = await waitFor(`${standInsUrl}/health`, 60_000);
  if (!standInsReady) {
    log('The stand-ins did not become healthy within 60 s.');
    stop(1);
  }
}
if (!standInsReady) {
  // Stopping: nothing more to start.
} else if (!(await waitFor(`${apiUrl}/health`, 60_000))) {
  log('The provider API did not become healthy within 60 s.');
  stop(1);
} else {
  log(`Starting the web app on port ${webPort}...`);
  run(
    'web app',
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', webPort, '-H', host],
    webDir,
  );
  if (await waitFor(`http://${probeHost}:${webPort}/`, 60_000)) {
    log(
      `Ready: the site is on http://${probeHost}:${webPort} (bound to ${host}) and the provider API on ${apiUrl}`,
    );
    for (const line of startTokenLines(startToken, apiUrl)) log(line);
    if (standInsNeeded.length > 0) {
      log(
        `Outside services: the stand-ins on ${standInsUrl}; e-mails the site sends are in data/outbox-email/`,
      );
    }
  }
}
