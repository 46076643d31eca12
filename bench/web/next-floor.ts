import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { startProcess, stopProcessGroup, waitForHttp } from '../../e2e/support/servers';
import { OUT_DIR, REPO_ROOT } from './config';
import { gzippedFileSize, measureFirstLoad, readBuildChunks } from './first-load-js';

/**
 * The framework's own floor: an App Router app with one server-rendered page and no client
 * component of its own, built with the same Next.js, React and settings as ours. Whatever a route
 * of ours loads above this figure is our code; this much no page of a Next.js App Router site can
 * avoid.
 */
const FLOOR_DIR = path.join(OUT_DIR, 'next-floor');

const FILES: Record<string, string> = {
  'package.json': '{ "private": true, "type": "module" }\n',
  'app/layout.tsx': `import type { ReactNode } from 'react';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `export default function Page() {
  return <h1>Full-fibre broadband</h1>;
}
`,
};

export interface NextFloor {
  nextVersion: string;
  /** Gzipped first-load JavaScript of the empty app's page. */
  bytes: number;
}

export function measureNextFloor(log: (message: string) => void): NextFloor {
  const require = createRequire(import.meta.url);
  const nextVersion = (require('next/package.json') as { version: string }).version;
  const marker = path.join(FLOOR_DIR, 'built-with-next.txt');
  const nextDir = path.join(FLOOR_DIR, '.next');
  const current =
    existsSync(marker) &&
    existsSync(path.join(nextDir, 'BUILD_ID')) &&
    readFileSync(marker, 'utf8').trim() === nextVersion;
  if (!current) {
    log(`Building an empty Next.js ${nextVersion} app for the framework's floor (once per version)...`);
    for (const [file, content] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(FLOOR_DIR, file)), { recursive: true });
      writeFileSync(path.join(FLOOR_DIR, file), content);
    }
    const result = spawnSync(
      process.execPath,
      [path.join(REPO_ROOT, 'node_modules/next/dist/bin/next'), 'build'],
      {
        cwd: FLOOR_DIR,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
        encoding: 'utf8',
      },
    );
    if (result.status !== 0) {
      throw new Error(`Building the empty Next.js app failed:\n${result.stdout}\n${result.stderr}`);
    }
    writeFileSync(marker, `${nextVersion}\n`);
  }
  const report = measureFirstLoad(
    readBuildChunks(nextDir),
    gzippedFileSize(nextDir),
    // Measuring the floor itself: no floor below it, and no budget to hold it to.
    { floorBytes: 0, aboveFloorKb: Number.POSITIVE_INFINITY, exempt: [] },
  );
  const home = report.routes.find((route) => route.route === '/');
  if (!home) throw new Error('The empty Next.js app has no / route');
  return { nextVersion, bytes: home.totalBytes };
}

/** A free loopback port, chosen by the system. */
async function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface NextFloorServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the empty app (built by `measureNextFloor`) with `next start`, so Lighthouse can measure
 * it in the same rounds as the static page and the site: its LCP is what any App Router page of
 * this Next.js pays on this machine before a line of our code.
 */
export async function startNextFloorServer(host: string, tempDir: string): Promise<NextFloorServer> {
  const port = await freePort(host);
  const server = startProcess(
    'the empty Next.js app',
    process.execPath,
    [path.join(REPO_ROOT, 'node_modules/next/dist/bin/next'), 'start', '-H', host, '-p', String(port)],
    {
      cwd: FLOOR_DIR,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      logPath: path.join(tempDir, 'next-floor.log'),
    },
  );
  const url = `http://${host}:${port}/`;
  try {
    await waitForHttp(url, server, 60_000);
  } catch (error) {
    if (server.child.pid) await stopProcessGroup(server.child.pid);
    throw error;
  }
  return {
    url,
    close: async () => {
      if (server.child.pid) await stopProcessGroup(server.child.pid);
    },
  };
}
