import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/deployment.md lists every variable a deployment may set. Every environment variable a part
// reads (its env schema's keys, and any `env.NAME` / `process.env.NAME` in its running code or in the
// launchers under scripts/) must have a row there, so a new variable without a line fails here.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Read from the environment but set by Node, npm, Next.js or our own code, never by a deployment. */
const NOT_SETTINGS: Record<string, string> = {
  NEXT_PHASE: 'set by next build while it builds',
  NEXT_RUNTIME: 'set by Next.js: nodejs or edge',
  INIT_CWD: 'set by npm: where the import command was typed',
  CI: 'set by CI runners: the address import then prints plain progress lines instead of a bar',
  FIBRE_FORWARDED_SECRET: 'made by each site process for itself (lib/forwarded-secret.ts)',
  PAYLOAD_DROP_DATABASE: 'set by npm run cms:reset itself',
  PAYLOAD_DISABLE_DEPENDENCY_CHECKER:
    'set by payload.config.ts itself while the S3 adapter trails Payload by a patch (decision 0532)',
  PATH: "the system's, passed on to the processes a launcher starts",
  HOME: "the system's",
};

/** Where the running code is: each app's src, the site's root files (Next's config, cache handler), the launchers. */
const SOURCE_ROOTS = ['apps/web/src', 'apps/provider-api/src', 'apps/stand-ins/src', 'scripts'];
const SITE_ROOT_FILES = /^[^/]+\.(ts|mjs|js|cjs)$/;
/** Test code and the repository's tools (not part of a deployment) read their own variables. */
const NOT_RUNNING_CODE = /(\.test\.|\.spec\.|test-support|\/__tests__\/|\/test\/|\/fixtures?\/)/;
const TOOLS = new Set(['scripts/make-demo-relay-video.mjs', 'scripts/lockfile-platform-entries.mjs']);
const CODE = /\.(ts|tsx|mjs|js|cjs)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (name === 'node_modules' || name === '.next' || name === 'dist') return [];
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

function runningCode(): string[] {
  const siteRoot = readdirSync(join(root, 'apps/web'))
    .filter((name) => SITE_ROOT_FILES.test(name) && !name.endsWith('.d.ts'))
    .map((name) => `apps/web/${name}`);
  return [...SOURCE_ROOTS.flatMap(filesUnder), ...siteRoot].filter(
    (path) => CODE.test(path) && !NOT_RUNNING_CODE.test(path) && !TOOLS.has(path),
  );
}

const READ = [
  // process.env.NAME, env.NAME, env?.NAME, source.NAME (a parser's argument)
  /\b(?:process\.env|env|source)\??\.([A-Z][A-Z0-9_]+)\b/g,
  // process.env['NAME'], env["NAME"]
  /\b(?:process\.env|env)\[['"]([A-Z][A-Z0-9_]+)['"]\]/g,
];
/** A zod object's key in an env schema: `  NAME: z.…` (or a preprocess on the next line). */
const SCHEMA_KEY = /^\s+([A-Z][A-Z0-9_]+):\s*(?:z\b|[a-zA-Z]+\(|$)/gm;

function variablesRead(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const path of runningCode()) {
    const text = readFileSync(join(root, path), 'utf8');
    const names = READ.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ''));
    if (/\bz\s*\.object\(/.test(text)) names.push(...[...text.matchAll(SCHEMA_KEY)].map((m) => m[1] ?? ''));
    for (const name of names) {
      if (!name || name in NOT_SETTINGS) continue;
      found.set(name, [...new Set([...(found.get(name) ?? []), relative(root, join(root, path))])]);
    }
  }
  return found;
}

/** The variables docs/deployment.md gives a table row: `| \`NAME\` | …`. */
function variablesDocumented(): Set<string> {
  const text = readFileSync(join(root, 'docs/deployment.md'), 'utf8');
  return new Set([...text.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((match) => match[1] ?? ''));
}

describe('docs/deployment.md', () => {
  const read = variablesRead();
  const documented = variablesDocumented();

  it('finds the variables the parts read (the scan works)', () => {
    for (const name of ['PORT', 'PROVIDER_API_PORT', 'STAND_INS_PORT', 'DATABASE_URL', 'CMS_DATABASE_URL']) {
      expect(read.has(name), name).toBe(true);
    }
    expect(read.get('SMTP_URL')).toContain('apps/provider-api/src/config.ts');
    expect(read.get('BOT_CHECK_STAND_IN_DIR')).toContain('apps/stand-ins/src/config.ts');
    expect(read.get('EMAIL_STAFF_TEMPLATE_ID')).toContain('apps/web/src/lib/env-schema.ts');
  });

  it('lists every variable a part reads', () => {
    const missing = [...read]
      .filter(([name]) => !documented.has(name))
      .map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing, 'add a row for each to docs/deployment.md, or a reason to NOT_SETTINGS').toEqual([]);
  });

  it("lists the shared store's, the uploads' and the release's variables, which Next.js or a later part reads", () => {
    for (const name of [
      'REDIS_URL',
      'REDIS_KEY_PREFIX',
      'S3_BUCKET',
      'S3_REGION',
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
      'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY',
      'NEXT_BUILD_ID',
      'HOST',
    ]) {
      expect(documented.has(name), name).toBe(true);
    }
  });

  it('lists each variable once', () => {
    const text = readFileSync(join(root, 'docs/deployment.md'), 'utf8');
    const rows = [...text.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((match) => match[1]);
    expect(rows.length).toBe(new Set(rows).size);
  });
});
