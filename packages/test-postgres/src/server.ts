import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}

/** The newest Debian PostgreSQL server bin dir (/usr/lib/postgresql/<version>/bin), or null. */
export function findPostgresBinDir(root = '/usr/lib/postgresql'): string | null {
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

function freePort(): Promise<number> {
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

interface OsUser {
  uid: number;
  gid: number;
}

async function postgresUser(): Promise<OsUser> {
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/**
 * Starts a throwaway PostgreSQL server on a free loopback port: initdb into a temp dir, pg_ctl
 * start, trust authentication for the one local user. initdb refuses to run as root, so as root
 * it runs as the `postgres` system user (Debian's package creates it) and owns the temp dir.
 */
export async function startPostgres(database = 'test'): Promise<PostgresServer> {
  const bin = findPostgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await postgresUser() : null;
  const dir = mkdtempSync(join(tmpdir(), 'test-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const superuser = 'fibre_test';
  const as = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { cwd: dir })
      : run(join(bin, command), args, { cwd: dir });

  await as('initdb', ['-D', dataDir, '-U', superuser, '--auth=trust', '-E', 'UTF8', '--no-locale', '-N']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    // A test server: durability is not wanted, speed is.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const logFile = join(dir, 'server.log');
  if (owner) {
    writeFileSync(logFile, '');
    chownSync(logFile, owner.uid, owner.gid);
  }
  await as('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start']);
  await as('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', superuser, database]);

  return {
    url: `postgres://${superuser}@127.0.0.1:${port}/${database}`,
    async stop() {
      try {
        await as('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
