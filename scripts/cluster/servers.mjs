// The local cluster's own servers (decision 0550): one PostgreSQL with two databases and one Redis,
// from Debian's binaries, in a data dir of the caller's (data/cluster/ for `npm run start:cluster`, a
// temp dir for tests). The approach of packages/test-postgres and packages/test-redis, in plain
// JavaScript so the launcher runs on node alone, and keeping its files where it is told, so the
// command-line cluster keeps its databases across restarts.

import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { startRedis } from '@fibre/test-redis/server';

const run = promisify(execFile);

/** A free loopback port (the kernel's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** Fails naming `variable` when something already listens on the port: we never stop it. */
export async function assertPortFree(port, variable) {
  await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', () =>
      reject(
        new Error(
          `Port 127.0.0.1:${port} is already in use: stop whatever listens there, or set ${variable} to another port.`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/** The newest Debian PostgreSQL server bin dir (/usr/lib/postgresql/<version>/bin), or null. */
export function findPostgresBinDir(root = '/usr/lib/postgresql') {
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

/**
 * The `postgres` user must reach `dir`: each ancestor of ours that it cannot pass (a temp dir made
 * 0700) gets the search bit for others, which lets it pass without listing what is inside.
 */
function letPostgresThrough(dir) {
  const uid = process.getuid?.();
  for (let at = path.dirname(dir); at !== path.dirname(at); at = path.dirname(at)) {
    const stat = statSync(at);
    if (stat.uid === uid && (stat.mode & 0o001) === 0) chmodSync(at, (stat.mode & 0o7777) | 0o001);
  }
}

async function postgresUser() {
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/**
 * PostgreSQL in `dir` (made by initdb on first use, kept afterwards) on a loopback port, trust
 * authentication for its one local user, with the databases named in `databases` (made when
 * missing). As root, it runs as Debian's `postgres` user, which owns `dir`. Answers the URL of each
 * database and stop().
 */
export async function startClusterPostgres({ dir, port, databases, durable = true }) {
  const bin = findPostgresBinDir();
  if (!bin) {
    throw new Error('PostgreSQL server binaries not found: install Debian package `postgresql`.');
  }
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await postgresUser() : null;
  mkdirSync(dir, { recursive: true });
  if (owner) {
    chownSync(dir, owner.uid, owner.gid);
    letPostgresThrough(dir);
  }
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const superuser = 'fibre';
  const as = (command, args) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { cwd: dir })
      : run(path.join(bin, command), args, { cwd: dir });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await as('initdb', ['-D', dataDir, '-U', superuser, '--auth=trust', '-E', 'UTF8', '--no-locale']);
  }
  if (!existsSync(logFile)) {
    writeFileSync(logFile, '');
    if (owner) chownSync(logFile, owner.uid, owner.gid);
  }
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c max_connections=300',
    // A test's throwaway cluster wants speed, not durability.
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  await as('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
  const stop = async () => {
    await as('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']).catch(() =>
      as('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    );
  };
  try {
    const { stdout } = await as('psql', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      superuser,
      '-d',
      'postgres',
      '-Atc',
      'select datname from pg_database',
    ]);
    const existing = new Set(stdout.split('\n').map((line) => line.trim()));
    for (const database of databases) {
      if (!existing.has(database)) {
        await as('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', superuser, database]);
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    urls: Object.fromEntries(
      databases.map((database) => [database, `postgres://${superuser}@127.0.0.1:${port}/${database}`]),
    ),
    stop,
    /** For an exit handler: stops the server at once, synchronously. */
    stopNowArgs: asRoot
      ? [
          'runuser',
          ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', 'stop'],
        ]
      : [path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']],
  };
}

/** Redis on a loopback port with its files in `dir`, in its own process group; nothing is persisted. */
export function startClusterRedis({ dir, port }) {
  return startRedis({ dir, port, detached: true });
}
