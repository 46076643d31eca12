import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest folder up from the working directory that holds the lockfile.
 * Next.js, the Payload CLI and the tests run from apps/web or from the root; all of them then keep
 * the CMS's files in the root's data/ beside the provider API's (decision 0301). Without a
 * lockfile (a deployed image) the working directory is used.
 */
export function repoRoot(from: string = process.cwd()): string {
  // turbopackIgnore: a lookup at run time, not a file the build should trace (the whole repository).
  let dir = path.resolve(/*turbopackIgnore: true*/ from);
  for (;;) {
    if (existsSync(path.join(/*turbopackIgnore: true*/ dir, 'package-lock.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(/*turbopackIgnore: true*/ from);
    dir = parent;
  }
}

export function defaultSqlitePath(): string {
  return path.join(repoRoot(), 'data', 'cms.sqlite');
}

export function defaultMediaDir(): string {
  return path.join(repoRoot(), 'data', 'media');
}
