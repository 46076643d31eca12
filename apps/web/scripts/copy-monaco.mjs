// Copies Monaco's prebuilt editor (monaco-editor/min/vs) into public/cms-monaco/vs, where the CMS
// admin's code fields load it from the site itself instead of a CDN (decision 0314). Runs before
// `next build` and `next dev`; skips the copy when the same version is already there.
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The package's folder: its exports do not include package.json, so walk up from its entry. */
function packageRoot(name) {
  let dir = path.dirname(require.resolve(name));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).name === name) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${name}: package folder not found`);
    dir = parent;
  }
}

const root = packageRoot('monaco-editor');
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const source = path.join(root, 'min', 'vs');
const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'cms-monaco');
const marker = path.join(target, 'VERSION');

if (existsSync(marker) && readFileSync(marker, 'utf8').trim() === version) process.exit(0);
rmSync(target, { recursive: true, force: true });
cpSync(source, path.join(target, 'vs'), { recursive: true });
writeFileSync(marker, `${version}\n`);
console.log(`Copied monaco-editor ${version} to public/cms-monaco for the CMS admin.`);
