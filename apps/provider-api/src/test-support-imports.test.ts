import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Code only tests use is named `*.test-support.ts` (or sits in a `test-support/` folder), and no
 * production module imports it, so fakes and test decoders never ship (decision 0413). The check covers
 * the provider API, its import script, the domain, the provider client and the API benchmark.
 */
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const ROOTS = [
  'apps/provider-api/src',
  'apps/provider-api/scripts',
  'packages/domain/src',
  'packages/provider-client/src',
  'bench/api',
];

const isTestCode = (path: string) =>
  /\.test(-support)?\.ts$/.test(path) || path.split('/').includes('test-support');

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(path);
    return path.endsWith('.ts') && !isTestCode(path) ? [path] : [];
  });
}

/** The module specifiers of a file's static and dynamic imports and re-exports. */
function importedModules(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\1/gm;
  return [...source.matchAll(pattern)].map((match) => match[2] ?? '');
}

const isTestSupport = (specifier: string) => /\.test-support(\.ts)?$|(^|\/)test-support\//.test(specifier);

describe('test support', () => {
  it('is imported by tests only', () => {
    const offenders = ROOTS.flatMap((root) => productionFiles(join(REPO, root))).flatMap((path) =>
      importedModules(readFileSync(path, 'utf8'))
        .filter(isTestSupport)
        .map((specifier) => `${relative(REPO, path)} imports ${specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it('is recognised in every form of import', () => {
    const source = [
      "import { pdfText } from './pdf-text.test-support';",
      "export { json } from '../fake-fetch.test-support';",
      "const builders = await import('./test-support/builders');",
      "import './side-effect.test-support';",
      "import { ok } from './pdf-text';",
    ].join('\n');
    expect(importedModules(source).filter(isTestSupport)).toEqual([
      './pdf-text.test-support',
      '../fake-fetch.test-support',
      './test-support/builders',
      './side-effect.test-support',
    ]);
  });
});
