// The local cluster (issue 21, decision 0550): one PostgreSQL (two databases) and one Redis, the
// stand-ins once, N provider-API processes and N site processes (`next start` on the one build), and
// HAProxy in front of each tier, all on loopback. `npm run start:cluster` runs it from the command
// line (start-cluster.mjs); tests and the load bench start it with startCluster().
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cmsSecret, standInsNeeded } from '../start-env.mjs';
import { chooseStartToken } from '../start-token.mjs';
import { haproxyConfig, serverStatuses } from './haproxy-config.mjs';
import { assertPortFree, freePort, startClusterPostgres, startClusterRedis } from './servers.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
const API_DIR = path.join(REPO_ROOT, 'apps/provider-api');
const HOST = '127.0.0.1';
const HAPROXY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'];

/** The ports of `npm run start:cluster` (the contract's), each moved by the variable named. */
export const DEFAULT_PORTS = {
  site: 3000, // PORT: the site's load balancer
  api: 4000, // PROVIDER_API_PORT: the API's load balancer
  sites: [3001, 3002],
  apis: [4001, 4002],
  standIns: 4300, // STAND_INS_PORT
  stats: 8404, // HAPROXY_STATS_PORT
};

/** The variable that moves each port, for the error a busy port gives. */
const PORT_VARIABLES = {
  site: 'PORT',
  api: 'PROVIDER_API_PORT',
  standIns: 'STAND_INS_PORT',
  stats: 'HAPROXY_STATS_PORT',
  sites: 'CLUSTER_SITE_PORTS',
  apis: 'CLUSTER_API_PORTS',
};

/** Free loopback ports for every part of a cluster of `sites` + `apis` processes (tests, bench). */
export async function freeClusterPorts({ sites = 2, apis = 2 } = {}) {
  const ports = new Set();
  const next = async () => {
    for (;;) {
      const port = await freePort();
      if (!ports.has(port)) {
        ports.add(port);
        return port;
      }
    }
  };
  const many = async (count) => {
    const list = [];
    for (let i = 0; i < count; i++) list.push(await next());
    return list;
  };
  return {
    site: await next(),
    api: await next(),
    sites: await many(sites),
    apis: await many(apis),
    standIns: await next(),
    stats: await next(),
    postgres: await next(),
    redis: await next(),
  };
}

/** The readiness paths HAProxy checks (the contract's 'Health'): 503 while a process drains. */
export const READINESS_PATHS = { site: '/api/health/ready', api: '/health/ready' };

/** A secret kept in the data dir, so a restarted cluster keeps its staff sessions and actions. */
function keptSecret(dataDir, name, make) {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = make();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function answers(url, ok = (status) => status >= 200 && status < 300) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000), redirect: 'manual' });
    await response.arrayBuffer();
    return ok(response.status);
  } catch {
    return false;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** The provider API's command: the compiled server (built first when the build script exists), else tsx. */
function apiCommand(log) {
  const compiled = path.join(API_DIR, 'dist/server.js');
  const scripts = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')).scripts ?? {};
  if (!existsSync(compiled) && scripts.build) {
    log('No provider-API build found: building apps/provider-api (once)...');
    const build = spawnSync('npm', ['run', 'build', '--workspace', 'apps/provider-api'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('The provider API did not build');
  }
  if (existsSync(compiled)) return { command: process.execPath, args: [compiled] };
  return { command: path.join(REPO_ROOT, 'node_modules/.bin/tsx'), args: ['src/server.ts'] };
}

/**
 * Starts the cluster; see the contract (contracts.md 'Local cluster') for the shape it answers.
 * `dataDir` holds the databases, logs, outboxes, media and haproxy.cfg; `ports` defaults to
 * DEFAULT_PORTS (PostgreSQL and Redis on free ports unless given); `env` adds to process.env for
 * every process (DATABASE_URL, CMS_DATABASE_URL and REDIS_URL there mean existing servers);
 * `build: false` refuses to build the site when there is no build.
 */
export async function startCluster({
  sites = 2,
  apis = 2,
  dataDir,
  ports: givenPorts = {},
  env: givenEnv = {},
  log = (message) => console.log(`[cluster] ${message}`),
  build = true,
  durable = true,
} = {}) {
  if (!dataDir) throw new Error('startCluster needs a dataDir');
  const haproxy = HAPROXY.find((candidate) => existsSync(candidate));
  if (!haproxy) throw new Error('haproxy not found: install Debian package `haproxy`.');
  mkdirSync(path.join(dataDir, 'logs'), { recursive: true });
  const base = { ...process.env, ...givenEnv };
  const ports = {
    ...DEFAULT_PORTS,
    sites: DEFAULT_PORTS.sites.slice(0, sites),
    apis: DEFAULT_PORTS.apis.slice(0, apis),
    ...givenPorts,
  };
  for (let i = ports.sites.length; i < sites; i++) ports.sites.push(ports.sites[0] + i);
  for (let i = ports.apis.length; i < apis; i++) ports.apis.push(ports.apis[0] + i);
  for (const key of ['site', 'api', 'standIns', 'stats'])
    await assertPortFree(ports[key], PORT_VARIABLES[key]);
  for (const key of ['sites', 'apis']) {
    for (const port of ports[key].slice(0, key === 'sites' ? sites : apis)) {
      await assertPortFree(port, PORT_VARIABLES[key]);
    }
  }

  if (!existsSync(path.join(WEB_DIR, '.next', 'BUILD_ID'))) {
    if (!build) throw new Error('apps/web has no production build: run `npm run build -w apps/web` first.');
    log('No web build found: building apps/web (once)...');
    const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
      cwd: REPO_ROOT,
      env: { ...base, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('The web app did not build');
  }
  const api = apiCommand(log);

  const stoppers = []; // run in reverse on stop
  const exitKills = new Set(); // process groups to kill if this process exits without stop()
  let pgStopNow = null;
  const onExit = () => {
    for (const pid of exitKills) killGroup(pid, 'SIGKILL');
    if (pgStopNow) spawnSync(pgStopNow[0], pgStopNow[1], { stdio: 'ignore' });
  };
  process.on('exit', onExit);
  let stopped = false;
  const stopAll = async () => {
    if (stopped) return;
    stopped = true;
    for (const stopper of stoppers.reverse()) {
      try {
        await stopper();
      } catch (error) {
        log(`stopping: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    process.off('exit', onExit);
  };

  try {
    // The stores: existing servers when given, else our own.
    let databaseUrl = base.DATABASE_URL?.trim() || '';
    let cmsDatabaseUrl = base.CMS_DATABASE_URL?.trim() || '';
    const wanted = [...(databaseUrl ? [] : ['fibre_api']), ...(cmsDatabaseUrl ? [] : ['fibre_cms'])];
    if (wanted.length > 0) {
      const port = ports.postgres ?? (await freePort());
      log(`Starting PostgreSQL on 127.0.0.1:${port} (${path.join(dataDir, 'postgres')})...`);
      const postgres = await startClusterPostgres({
        dir: path.join(dataDir, 'postgres'),
        port,
        databases: wanted,
        durable,
      });
      pgStopNow = postgres.stopNowArgs;
      stoppers.push(async () => {
        await postgres.stop();
        pgStopNow = null;
      });
      databaseUrl ||= postgres.urls.fibre_api;
      cmsDatabaseUrl ||= postgres.urls.fibre_cms;
    }
    let redisUrl = base.REDIS_URL?.trim() || '';
    if (!redisUrl) {
      const port = ports.redis ?? (await freePort());
      log(`Starting Redis on 127.0.0.1:${port}...`);
      const redis = await startClusterRedis({ dir: path.join(dataDir, 'redis'), port });
      exitKills.add(redis.child.pid);
      stoppers.push(async () => {
        await redis.stop();
        exitKills.delete(redis.child.pid);
      });
      redisUrl = redis.url;
    }

    const siteUrl = `http://${HOST}:${ports.site}`;
    const apiUrl = `http://${HOST}:${ports.api}`;
    const standInsUrl = `http://${HOST}:${ports.standIns}`;
    const statsUrl = `http://${HOST}:${ports.stats}`;
    const token = chooseStartToken(base).token;
    const payloadSecret = cmsSecret(base, dataDir);
    const actionsKey =
      base.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY?.trim() ||
      keptSecret(dataDir, 'server-actions-key', () => randomBytes(32).toString('base64'));
    const checkPaths = READINESS_PATHS;
    const common = {
      ...base,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PROVIDER_API_TOKEN: token,
    };

    const processes = new Map();
    const define = (name, spec) => processes.set(name, { name, child: null, ...spec });
    define('stand-ins', {
      url: standInsUrl,
      readyPath: '/health',
      command: path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
      args: ['src/server.ts'],
      cwd: path.join(REPO_ROOT, 'apps/stand-ins'),
      env: {
        ...common,
        STAND_INS_HOST: HOST,
        STAND_INS_PORT: String(ports.standIns),
        EMAIL_OUTBOX_DIR: base.EMAIL_OUTBOX_DIR || path.join(dataDir, 'outbox-email'),
        BOT_CHECK_STAND_IN_DIR: base.BOT_CHECK_STAND_IN_DIR || path.join(dataDir, 'stand-ins-bot-check'),
      },
    });
    ports.apis.slice(0, apis).forEach((port, index) => {
      define(`api-${index + 1}`, {
        url: `http://${HOST}:${port}`,
        readyPath: checkPaths.api,
        backend: 'apis',
        command: api.command,
        args: api.args,
        cwd: API_DIR,
        env: {
          ...common,
          HOST,
          PROVIDER_API_PORT: String(port),
          DATABASE_URL: databaseUrl,
          OUTBOX_DIR: base.OUTBOX_DIR || path.join(dataDir, 'outbox'),
          // The e-mails' links ('Find my order') point at the balanced site (decision 0681).
          SITE_URL: base.SITE_URL || siteUrl,
          LOG_LEVEL: base.LOG_LEVEL || 'info',
        },
      });
    });
    // The outside services left unset go to the stand-ins, as under npm start (start-env.mjs).
    const outside = Object.fromEntries(standInsNeeded(base).map((name) => [name, standInsUrl]));
    ports.sites.slice(0, sites).forEach((port, index) => {
      define(`site-${index + 1}`, {
        url: `http://${HOST}:${port}`,
        readyPath: checkPaths.site,
        backend: 'sites',
        command: process.execPath,
        args: [
          path.join(REPO_ROOT, 'node_modules/next/dist/bin/next'),
          'start',
          '-p',
          String(port),
          '-H',
          HOST,
        ],
        cwd: WEB_DIR,
        env: {
          ...common,
          PORT: String(port),
          // Through the API's load balancer, as a deployment would: a closing API process is skipped.
          PROVIDER_API_URL: apiUrl,
          CMS_DATABASE_URL: cmsDatabaseUrl,
          CMS_MEDIA_DIR: base.CMS_MEDIA_DIR || path.join(dataDir, 'media'),
          PAYLOAD_SECRET: payloadSecret,
          NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: actionsKey,
          REDIS_URL: redisUrl,
          // HAProxy appends the one X-Forwarded-For entry the limits key on (decision 0181).
          TRUSTED_PROXY_COUNT: base.TRUSTED_PROXY_COUNT || '1',
          STAND_INS_PORT: String(ports.standIns),
          ...outside,
        },
      });
    });

    const haproxyFile = path.join(dataDir, 'haproxy.cfg');
    writeFileSync(
      haproxyFile,
      haproxyConfig({
        sites: [...processes.values()]
          .filter((p) => p.backend === 'sites')
          .map((p) => ({ name: p.name, port: Number(p.env.PORT) })),
        apis: [...processes.values()]
          .filter((p) => p.backend === 'apis')
          .map((p) => ({ name: p.name, port: Number(p.env.PROVIDER_API_PORT) })),
        ports,
        checkPaths,
      }),
    );
    define('haproxy', {
      url: statsUrl,
      readyPath: '/;csv',
      command: haproxy,
      args: ['-f', haproxyFile, '-db'],
      cwd: dataDir,
      env: { PATH: process.env.PATH },
    });

    const logPath = (name) => path.join(dataDir, 'logs', `${name}.log`);

    async function haproxyStatus() {
      try {
        const response = await fetch(`${statsUrl}/;csv`, { signal: AbortSignal.timeout(2000) });
        return serverStatuses(await response.text());
      } catch {
        return {};
      }
    }

    /** Until HAProxy's checks put `name` in (`UP`) or take it out of the rotation. */
    async function waitForBalancer(entry, wanted, timeoutMs = 30_000) {
      if (!entry.backend) return;
      const key = `${entry.backend}/${entry.name}`;
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const status = (await haproxyStatus())[key] ?? '';
        if (wanted === 'UP' ? status === 'UP' : status.startsWith('DOWN') || status === 'MAINT') return;
        await sleep(100);
      }
      throw new Error(`HAProxy did not see ${entry.name} ${wanted} within ${timeoutMs} ms`);
    }

    function spawnEntry(entry) {
      // A new log each run of the cluster; a restart within the run adds to it.
      const out = createWriteStream(logPath(entry.name), { flags: entry.logged ? 'a' : 'w' });
      entry.logged = true;
      const child = spawn(entry.command, entry.args, {
        cwd: entry.cwd,
        env: entry.env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(out);
      child.stderr.pipe(out);
      entry.child = child;
      entry.exited = new Promise((resolve) =>
        child.once('exit', (code, signal) => resolve({ code, signal })),
      );
      exitKills.add(child.pid);
      child.once('exit', (code, signal) => {
        exitKills.delete(child.pid);
        if (entry.child === child && !entry.stopping && !stopped) {
          log(
            `${entry.name} stopped unexpectedly (${signal ?? `exit code ${code}`}); see ${logPath(entry.name)}`,
          );
        }
      });
      return child;
    }

    async function waitReady(entry, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      const child = entry.child;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`${entry.name} exited before it was ready; see ${logPath(entry.name)}`);
        }
        if (await answers(`${entry.url}${entry.readyPath}`)) return;
        await sleep(200);
      }
      throw new Error(`${entry.name} was not ready within ${timeoutMs} ms; see ${logPath(entry.name)}`);
    }

    function entryOf(name) {
      const entry = processes.get(name);
      if (!entry) throw new Error(`No process named ${name}: ${[...processes.keys()].join(', ')}`);
      return entry;
    }

    async function startProcess(name, timeoutMs = 180_000) {
      const entry = entryOf(name);
      if (entry.child && entry.child.exitCode === null && entry.child.signalCode === null) {
        throw new Error(`${name} is already running`);
      }
      entry.stopping = false;
      spawnEntry(entry);
      await waitReady(entry, timeoutMs);
      await waitForBalancer(entry, 'UP');
    }

    async function signalProcess(name, signal = 'SIGKILL', graceMs = 15_000) {
      const entry = entryOf(name);
      const child = entry.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      entry.stopping = true;
      killGroup(child.pid, signal);
      const timer = sleep(graceMs).then(() => 'late');
      if ((await Promise.race([entry.exited, timer])) === 'late') {
        killGroup(child.pid, 'SIGKILL');
        await entry.exited;
      }
      // Whatever the process left in its group (next start's workers) goes with it.
      if (alive(child.pid)) killGroup(child.pid, 'SIGKILL');
    }

    stoppers.push(async () => {
      const order = [
        ...[...processes.keys()].filter((name) => name.startsWith('site-')),
        ...[...processes.keys()].filter((name) => name.startsWith('api-')),
        'stand-ins',
        'haproxy',
      ];
      // The apps together (each drains its own requests), then what they depended on.
      await Promise.all(order.slice(0, -2).map((name) => signalProcess(name, 'SIGTERM')));
      await signalProcess('stand-ins', 'SIGTERM');
      await signalProcess('haproxy', 'SIGTERM');
    });

    log(`Starting the stand-ins on ${standInsUrl} and HAProxy (${siteUrl}, ${apiUrl}, stats ${statsUrl})...`);
    spawnEntry(entryOf('stand-ins'));
    spawnEntry(entryOf('haproxy'));
    await waitReady(entryOf('stand-ins'), 60_000);
    await waitReady(entryOf('haproxy'), 30_000);
    const apiNames = [...processes.keys()].filter((name) => name.startsWith('api-'));
    const siteNames = [...processes.keys()].filter((name) => name.startsWith('site-'));
    // Together, on purpose: processes starting at once on empty databases must migrate and seed once.
    log(`Starting ${apiNames.join(', ')} on ${databaseUrl.replace(/\/\/[^@]*@/, '//')}...`);
    await Promise.all(apiNames.map((name) => startProcess(name, 120_000)));
    log(
      `Starting ${siteNames.join(', ')} (next start, one build) on ${cmsDatabaseUrl.replace(/\/\/[^@]*@/, '//')}...`,
    );
    await Promise.all(siteNames.map((name) => startProcess(name, 240_000)));

    const describe = (name) => ({ name, url: entryOf(name).url });
    return {
      siteUrl,
      apiUrl,
      standInsUrl,
      statsUrl,
      token,
      dataDir,
      databaseUrl,
      cmsDatabaseUrl,
      redisUrl,
      siteProcesses: siteNames.map(describe),
      apiProcesses: apiNames.map(describe),
      logPath,
      /** HAProxy's view: { 'sites/site-1': 'UP', ... }. */
      balancerStatus: haproxyStatus,
      /** SIGTERM (it drains), wait for the exit, start again and wait until HAProxy has it back. */
      async restart(name) {
        await signalProcess(name, 'SIGTERM');
        await startProcess(name);
      },
      /** Sends `signal` to the process (and its children) and waits for it to exit. */
      async kill(name, signal = 'SIGKILL') {
        await signalProcess(name, signal);
      },
      /** Starts a stopped process and waits until it is ready and in HAProxy's rotation. */
      async start(name) {
        await startProcess(name);
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
