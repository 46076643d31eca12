import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The site's layers, top to bottom (decision 0404): a module imports only from its own layer's
 * folder or from a lower one, so the structure reads downwards. app/ (routes) sits above all.
 * Each entry is a folder of src/ (or a file, by its name without the extension); a layer may hold
 * several that do not import each other's.
 */
const LAYERS: readonly (readonly string[])[] = [
  ['views'], // what a route renders: a CMS page's hero and blocks, the admin's staff sign-in
  ['payload.config'],
  ['collections', 'globals'],
  ['blocks'],
  ['heroes'],
  ['components'],
  ['state', 'seo'],
  ['cms'], // the CMS's data: queries, navigation, seed, its HTTP guard and staff sign-in's server side
  ['lib'], // the server's plumbing: same-site routes, env, provider and outside-service wiring
  ['services', 'analytics'], // one small client per outside service; the browser's analytics
  ['fields', 'access', 'payload-types', 'migrations'],
];

/**
 * The one sanctioned exception: Payload's client is made from the config (`@payload-config`, the
 * composition root that lists the collections, which in turn use the CMS's hooks), as Payload's
 * own templates do it; only the client and the reset script reach up for it.
 */
const ALLOWED_UPWARD = new Set([
  'cms/payload-client.ts -> payload.config.ts',
  'cms/reset.ts -> payload.config.ts',
]);

const SRC = path.dirname(fileURLToPath(import.meta.url));
const TEST_ONLY = /\.test(-support)?(\.tsx?)?$|(^|\/)test-support\//;
const IMPORT =
  /^\s*(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The layer folder (or top file) of a path under src/. */
function areaOf(file: string): string {
  const [first = ''] = path.relative(SRC, file).split(path.sep);
  return first.replace(/\.tsx?$/, '');
}

/** What a module imports from inside src/: '@/…' and relative specifiers, as paths under src/. */
function localImports(file: string, text: string): string[] {
  return [...text.matchAll(IMPORT)].flatMap((match) => {
    const specifier = match[1] ?? match[2] ?? match[3] ?? '';
    if (specifier === '@payload-config') return [path.join(SRC, 'payload.config.ts')];
    if (specifier.startsWith('@/')) return [path.join(SRC, specifier.slice(2))];
    if (specifier.startsWith('.')) return [path.resolve(path.dirname(file), specifier)];
    return [];
  });
}

const rank = new Map(LAYERS.flatMap((areas, index) => areas.map((area) => [area, index] as const)));
const production = sourceFiles(SRC).filter((file) => !TEST_ONLY.test(path.relative(SRC, file)));

describe('the layers of apps/web/src', () => {
  it('places every folder of src/ in a layer', () => {
    const unplaced = [...new Set(production.map(areaOf))].filter((area) => !rank.has(area));
    expect(unplaced).toEqual([]);
  });

  it('has no import that runs back up a layer', () => {
    const upward = production.flatMap((file) => {
      const from = rank.get(areaOf(file)) ?? -1;
      return localImports(file, readFileSync(file, 'utf8'))
        .filter((target) => (rank.get(areaOf(target)) ?? Number.POSITIVE_INFINITY) < from)
        .map((target) => `${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`)
        .filter((arrow) => !ALLOWED_UPWARD.has(arrow));
    });
    expect(upward).toEqual([]);
  });

  it('has no production module importing a test-only one', () => {
    const testOnly = production.flatMap((file) =>
      localImports(file, readFileSync(file, 'utf8'))
        .filter((target) => TEST_ONLY.test(path.relative(SRC, target)))
        .map((target) => `${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`),
    );
    expect(testOnly).toEqual([]);
  });

  it('reads the import lines it judges by', () => {
    const file = path.join(SRC, 'lib/x.ts');
    const text = [
      "import { a } from '@/cms/queries';",
      "import type { B } from '../blocks/configs';",
      "export { c } from './c';",
      "import 'server-only';",
      "const lazy = import('@/heroes/render-hero');",
      "import { z } from 'zod';",
      "import config from '@payload-config';",
    ].join('\n');
    expect(localImports(file, text).map((target) => path.relative(SRC, target))).toEqual([
      'cms/queries',
      'blocks/configs',
      'lib/c',
      'heroes/render-hero',
      'payload.config.ts',
    ]);
  });
});
