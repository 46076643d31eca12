#!/usr/bin/env node
// `npm start`: the provider API (migrated and filled with the demo data on first start), the local
// stand-ins of the outside services when the real ones are not configured (decision 0320), and the
// built web app, side by side. Checks first that every port it will listen on is free, and says
// which variable moves a busy one (decision 0570). Builds the web app first if there is no build,
// and the provider API every time (esbuild, about a second). Ctrl+C stops them all.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPorts, portInUseMessage, watchAddressInUse } from './ports.mjs';
import {
  cmsSecret,
  mailOutboxLines,
  partsEnv,
  standInsNeeded,
  startAddresses,
  startListeners,
  webhookReceiverEnv,
} from './start-env.mjs';
import { chooseStartToken, startTokenLines } from './start-token.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const apiDir = path.join(root, 'apps/provider-api');

function log(message) {
  console.log(`[start] ${message}`);
}

/** A start that cannot go on: the reason on stderr, exit 1, nothing started, no token. */
function refuse(lines) {
  for (const line of lines) console.error(`[start] ${line}`);
  process.exit(1);
}

let addresses;
try {
  addresses = startAddresses(process.env);
} catch (error) {
  refuse([error.message]);
}
const standIns = standInsNeeded(process.env);
const listeners = startListeners(addresses, { standIns: standIns.length > 0 });

// Before anything starts, builds, or prints a token: every port this run will listen on is free.
async function checkPortsOrRefuse() {
  const problems = await checkPorts(listeners);
  if (problems.length > 0) refuse(problems);
}
await checkPortsOrRefuse();

// Both processes run in production mode, which refuses the development token: unless one is
// given, this run makes its own, hands it to both and prints it.
const startToken = chooseStartToken(process.env);
const env = partsEnv(process.env, {
  addresses,
  token: startToken.token,
  payloadSecret: cmsSecret(process.env, path.join(root, 'data')),
  root,
});
const { host, webPort, apiPort, standInsPort, webUrl, apiUrl, standInsUrl } = addresses;
// With the stand-ins, their webhook receiver subscribes to the provider API's events (decision 0645).
if (standIns.length > 0)
  Object.assign(env, webhookReceiverEnv(process.env, path.join(root, 'data'), standInsUrl));

function build(workspace) {
  const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(path.join(webDir, '.next', 'BUILD_ID'))) {
  log('No web build found: building apps/web (once)...');
  build('apps/web');
  // The build takes minutes: look again, so a port taken meanwhile is still named before anything starts.
  await checkPortsOrRefuse();
}

// The provider API runs compiled (no tsx at run time): the build is about a second, so it runs on
// every start and a changed source is never served stale.
const apiScripts = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')).scripts ?? {};
const apiCompiled = typeof apiScripts.build === 'string';
if (apiCompiled) build('apps/provider-api');

const children = new Map();
let stopping = false;
/** Which variable moves each port this run listens on, for a child that loses the race. */
const variableOfPort = new Map(listeners.map((listener) => [listener.port, listener.variable]));

function run(name, command, args, cwd, ownVariable) {
  const child = spawn(command, args, { cwd, env, stdio: ['inherit', 'inherit', 'pipe'], detached: true });
  children.set(name, child);
  let addressInUse = null;
  watchAddressInUse(child.stderr, process.stderr, (port) => {
    addressInUse = { port, variable: variableOfPort.get(port) ?? ownVariable };
  });
  // 'close', not 'exit': the child's stderr has been read to its end.
  child.on('close', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      if (addressInUse) console.error(`[start] ${portInUseMessage(addressInUse)}`);
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

/** Polls `url` until it answers 2xx while `name` still runs (another server on the port does not count). */
async function waitFor(name, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping && children.has(name)) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok && children.has(name)) return true;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

/** Waits for a part; one that does not come up stops the run (unless it has already stopped it). */
async function waitForPart(name, url) {
  if (await waitFor(name, url, 60_000)) return true;
  if (!stopping) {
    log(`The ${name} did not become healthy within 60 s.`);
    stop(1);
  }
  return false;
}

log(`Starting the provider API on port ${apiPort}${apiCompiled ? ' (compiled)' : ''}...`);
if (apiCompiled) {
  run('provider API', process.execPath, [path.join(apiDir, 'dist/server.js')], root, 'PROVIDER_API_PORT');
} else {
  run('provider API', 'npm', ['run', 'start', '--workspace', 'apps/provider-api'], root, 'PROVIDER_API_PORT');
}
let ready = true;
if (standIns.length > 0) {
  log(`Starting the outside-service stand-ins on port ${standInsPort} for ${standIns.join(', ')}...`);
  run('stand-ins', 'npm', ['run', 'start', '--workspace', 'apps/stand-ins'], root, 'STAND_INS_PORT');
  ready = await waitForPart('stand-ins', `${standInsUrl}/health`);
}
ready = ready && (await waitForPart('provider API', `${apiUrl}/health`));
if (ready) {
  log(`Starting the web app on port ${webPort}...`);
  run(
    'web app',
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(webPort), '-H', host],
    webDir,
    'PORT',
  );
  if (await waitForPart('web app', `${webUrl}/`)) {
    log(`Ready: the site is on ${webUrl} (bound to ${host}) and the provider API on ${apiUrl}`);
    for (const line of startTokenLines(startToken, apiUrl)) log(line);
    if (standIns.length > 0) log(`Outside services: the stand-ins on ${standInsUrl}`);
    for (const line of mailOutboxLines(env, { standIns: standIns.length > 0, root })) log(line);
    if (standIns.length > 0) {
      log(`Order events the provider API sends are received at ${standInsUrl}/webhooks/default`);
    }
  }
}
