import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The CSP hashes of the built stylesheets (decision 0596). With next.config.ts's
 * `experimental.inlineCss`, every page carries its stylesheet as a `<style>` whose text is the
 * built file, byte for byte; React writes that `<style>` without the response's nonce (Next passes
 * React a script nonce only), so the pages' style-src names each built file's sha256 instead.
 * Never 'unsafe-inline': a style the build did not make is still refused.
 */

/** A style's text as a CSP hash source: sha256 of its UTF-8 bytes, base64. */
export function styleHashSource(text: string | Buffer): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** Every `.css` file under `dir`, its descendants included, in a stable order. */
function cssFilesUnder(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...cssFilesUnder(full));
    else if (entry.isFile() && entry.name.endsWith('.css')) files.push(full);
  }
  return files.sort();
}

/**
 * The hash sources of the stylesheets a build serves from `<distDir>/static` (Turbopack writes
 * them to static/chunks, webpack to static/css), one per file, without repeats. None when there is
 * no build there (`next dev` links its stylesheets and never inlines them).
 */
export function builtStylesheetHashes(distDir: string): string[] {
  const staticDir = path.join(distDir, 'static');
  if (!existsSync(staticDir)) return [];
  const hashes = cssFilesUnder(staticDir).map((file) => styleHashSource(readFileSync(file)));
  return [...new Set(hashes)];
}
