#!/usr/bin/env node
// `npm run start:cluster` (decision 0550): the site and the provider API as 2 + 2 processes behind
// HAProxy, on one PostgreSQL and one Redis, all on loopback, as a provider runs them. Its databases
// live in data/cluster/ (kept across runs); DATABASE_URL, CMS_DATABASE_URL and REDIS_URL point it at
// existing servers instead. Prints the URLs; Ctrl+C stops everything it started.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chooseStartToken, startTokenLines } from '../start-token.mjs';
import { DEFAULT_PORTS, REPO_ROOT, startCluster } from './cluster.mjs';

function log(message) {
  console.log(`[cluster] ${message}`);
}

/** A port from the environment, or the default; a bad value stops the start, naming its variable. */
function port(variable, fallback) {
  const value = process.env[variable]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65_535) {
    throw new Error(`${variable} must be a port number (1-65535), not ${value}`);
  }
  return number;
}

/** A comma-separated list of ports for the processes of one tier (CLUSTER_SITE_PORTS=3001,3002). */
function portList(variable, fallback) {
  const value = process.env[variable]?.trim();
  if (!value) return fallback;
  return value.split(',').map((part, index) => {
    const number = Number(part.trim());
    if (!Number.isInteger(number) || number < 1 || number > 65_535) {
      throw new Error(`${variable} must list port numbers, not ${value} (entry ${index + 1})`);
    }
    return number;
  });
}

let cluster = null;
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  log('Stopping...');
  try {
    await cluster?.stop();
  } finally {
    process.exit(code);
  }
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// If whatever started us goes away without a signal reaching us, stop too: never leave servers behind.
const parentPid = process.ppid;
setInterval(() => {
  if (process.ppid !== parentPid) void stop(0);
}, 1000).unref();

try {
  const sites = portList('CLUSTER_SITE_PORTS', DEFAULT_PORTS.sites);
  const apis = portList('CLUSTER_API_PORTS', DEFAULT_PORTS.apis);
  const startToken = chooseStartToken(process.env);
  cluster = await startCluster({
    sites: sites.length,
    apis: apis.length,
    dataDir: path.resolve(process.env.CLUSTER_DATA_DIR || path.join(REPO_ROOT, 'data/cluster')),
    ports: {
      site: port('PORT', DEFAULT_PORTS.site),
      api: port('PROVIDER_API_PORT', DEFAULT_PORTS.api),
      standIns: port('STAND_INS_PORT', DEFAULT_PORTS.standIns),
      stats: port('HAPROXY_STATS_PORT', DEFAULT_PORTS.stats),
      sites,
      apis,
    },
    env: { PROVIDER_API_TOKEN: startToken.token },
    log,
  });
  if (stopping) process.exit(0);
  log(
    `Ready: the site on ${cluster.siteUrl} and the provider API on ${cluster.apiUrl} (HAProxy, loopback only)`,
  );
  log(`  site processes: ${cluster.siteProcesses.map((p) => `${p.name} ${p.url}`).join(', ')}`);
  log(`  API processes: ${cluster.apiProcesses.map((p) => `${p.name} ${p.url}`).join(', ')}`);
  log(`  HAProxy statistics: ${cluster.statsUrl}/ ; stand-ins: ${cluster.standInsUrl}`);
  log(
    `  PostgreSQL: ${cluster.databaseUrl} (API), ${cluster.cmsDatabaseUrl} (CMS); Redis: ${cluster.redisUrl}`,
  );
  log(`  logs: ${path.join(cluster.dataDir, 'logs')}/`);
  // What the CMS tells whoever started it (the staff account a first start made, with its password)
  // is in the site processes' logs: pass it on, once.
  const cmsNotices = new Set(
    cluster.siteProcesses.flatMap(({ name }) => {
      const file = cluster.logPath(name);
      return existsSync(file)
        ? readFileSync(file, 'utf8')
            .split('\n')
            .filter((line) => line.startsWith('[cms] '))
        : [];
    }),
  );
  for (const line of cmsNotices) console.log(line);
  for (const line of startTokenLines(startToken, cluster.apiUrl)) log(line);
  log('Ctrl+C stops everything.');
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
