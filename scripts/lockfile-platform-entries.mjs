#!/usr/bin/env node
// Restores the lock entries of optional, platform-specific binaries that the registry this
// project's machines reach does not serve (decision 0003). npm 11 leaves such packages out of
// package-lock.json, and `npm ci` then refuses the lock as out of sync. An entry guarded by os/cpu
// is never fetched on another platform, so listing it is enough. Run after `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const PLATFORMS = {
  'android-arm64': { os: ['android'], cpu: ['arm64'] },
  'android-x64': { os: ['android'], cpu: ['x64'] },
  'darwin-arm64': { os: ['darwin'], cpu: ['arm64'] },
  'darwin-x64': { os: ['darwin'], cpu: ['x64'] },
  'linux-arm64': { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] },
  'linux-x64': { os: ['linux'], cpu: ['x64'], libc: ['glibc'] },
  'linux-arm64-musl': { os: ['linux'], cpu: ['arm64'], libc: ['musl'] },
  'linux-x64-musl': { os: ['linux'], cpu: ['x64'], libc: ['musl'] },
  'win32-arm64': { os: ['win32'], cpu: ['arm64'] },
  'win32-x64': { os: ['win32'], cpu: ['x64'] },
};

let added = 0;
for (const [key, entry] of Object.entries({ ...packages })) {
  if (!key.endsWith('node_modules/@biomejs/biome') || !entry.optionalDependencies) continue;
  const base = key.slice(0, -'@biomejs/biome'.length);
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    const target = `${base}${name}`;
    if (packages[target]) continue;
    const platform = PLATFORMS[name.replace('@biomejs/cli-', '')];
    if (!platform) throw new Error(`Unknown platform package ${name}`);
    packages[target] = { version, dev: entry.dev, license: entry.license, optional: true, ...platform };
    if (entry.engines) packages[target].engines = entry.engines;
    added += 1;
  }
}

writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lockfile: ${added} platform entr${added === 1 ? 'y' : 'ies'} restored`);
