#!/usr/bin/env node
// Restores the lock entries of optional, platform-specific binaries that the registry this
// project's machines reach does not serve (decision 0003). npm 11 leaves such packages out of
// package-lock.json when it resolves them afresh, and `npm ci` then refuses the lock as out of sync.
// An entry guarded by os/cpu is never fetched on another platform, so listing it is enough.
//
// The lock is written exactly as npm writes it (packages sorted by path, each entry's fields in
// npm's order), so a later `npm install` finds nothing to change and a fresh clone stays clean.
// Run after every `npm install` that changes dependencies; `--check` only reports (exit 1) whether
// the lock needs it.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const before = readFileSync(lockPath, 'utf8');
const lock = JSON.parse(before);

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

/** The order npm 11 writes a platform entry's fields in (as a clean `npm install` did). */
const FIELD_ORDER = ['version', 'resolved', 'integrity', 'cpu', 'dev', 'libc', 'license', 'optional', 'os'];

function inNpmOrder(entry) {
  const rank = (field) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);
  const fields = Object.keys(entry).sort((a, b) => rank(a) - rank(b));
  return Object.fromEntries(fields.map((field) => [field, entry[field]]));
}

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  if (!key.endsWith('node_modules/@biomejs/biome') || !entry.optionalDependencies) continue;
  const base = key.slice(0, -'@biomejs/biome'.length);
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    const target = `${base}${name}`;
    const platform = PLATFORMS[name.replace('@biomejs/cli-', '')];
    if (!platform) throw new Error(`Unknown platform package ${name}`);
    if (!lock.packages[target]) {
      const { dev, license, engines } = entry;
      lock.packages[target] = { version, dev, license, optional: true, ...platform, engines };
      added += 1;
    }
    lock.packages[target] = inNpmOrder(lock.packages[target]);
  }
}

// npm orders the packages by path with localeCompare('en'); appending would leave the new entries at
// the end, where the next `npm install` moves them, dirtying a fresh clone.
const sorted = Object.keys(lock.packages).sort((a, b) => a.localeCompare(b, 'en'));
lock.packages = Object.fromEntries(sorted.map((key) => [key, lock.packages[key]]));

const after = `${JSON.stringify(lock, null, 2)}\n`;
if (process.argv.includes('--check')) {
  if (after !== before) {
    console.error('lockfile: package-lock.json needs `node scripts/lockfile-platform-entries.mjs`');
    process.exit(1);
  }
  console.log('lockfile: platform entries present and in npm order');
} else {
  if (after !== before) writeFileSync(lockPath, after);
  console.log(`lockfile: ${added} platform entr${added === 1 ? 'y' : 'ies'} restored`);
}
