import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { errorBodySchema } from '@fibre/domain/schemas/error-body';
import type { FlattenedField, Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYLOAD_OPERATORS } from './query-check';

/**
 * Generated queries on every collection and global of the CMS, through /cms-api's checks around
 * Payload's own REST handler (decision 0390): every field path Payload's config has, every operator,
 * hostile values, junk paging. None may answer 5xx; every refusal is the one error body. `npm test`
 * runs FUZZ_RUNS (default 150) per collection and global; `npm run test:fuzz` 2,000. The browser spec
 * (e2e/specs/cms-hostile.e2e.spec.ts) sends the same kind of requests over HTTP to the built site.
 */
const RUNS = Number.parseInt(process.env.FUZZ_RUNS ?? '150', 10);
const SEED = Number.parseInt(process.env.FUZZ_SEED ?? '1818', 10);

const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-http-fuzz-'));
process.env.CMS_DATABASE_URL = '';
process.env.CMS_SQLITE_PATH = path.join(dir, 'cms.sqlite');
process.env.CMS_MEDIA_DIR = path.join(dir, 'media');
process.env.CMS_STAFF_PASSWORD = 'fuzz-test-staff-password';

type Handler = (request: Request, context: { params: Promise<{ slug?: string[] }> }) => Promise<Response>;
let payload: Payload;
let guarded: Handler;

beforeAll(async () => {
  const { getPayload, handleEndpoints } = await import('payload');
  const { default: config } = await import('@payload-config');
  const { ensureCmsReady } = await import('../ready');
  const { guardedRest } = await import('./cms-routes');
  payload = await getPayload({ config });
  await ensureCmsReady(payload, new Date('2026-11-24T09:00:00Z'));
  const bare: Handler = async (request, context) => {
    const { slug = [] } = await context.params;
    return handleEndpoints({ config, path: `/cms-api/${slug.map(encodeURIComponent).join('/')}`, request });
  };
  guarded = guardedRest(config, bare, { siteOrigins: ['http://127.0.0.1:3000'] });
}, 180_000);

afterAll(async () => {
  await payload?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Every dotted path to a field, a few levels into groups, arrays, tabs and blocks. */
function fieldPaths(fields: readonly FlattenedField[], prefix = '', depth = 0): string[] {
  const paths: string[] = [];
  for (const field of fields) {
    const here = `${prefix}${field.name}`;
    paths.push(here);
    if (depth >= 3) continue;
    if (field.type === 'group' || field.type === 'array' || field.type === 'tab') {
      paths.push(...fieldPaths(field.flattenedFields, `${here}.`, depth + 1));
    } else if (field.type === 'blocks') {
      for (const block of field.blocks) {
        if (typeof block === 'object')
          paths.push(...fieldPaths(block.flattenedFields, `${here}.`, depth + 1));
      }
    } else if (
      (field.type === 'relationship' || field.type === 'upload') &&
      typeof field.relationTo === 'string'
    ) {
      paths.push(`${here}.id`, `${here}.alt`, `${here}.nope`);
    }
  }
  return [...new Set(paths)];
}

// Payload's operators, and some it does not have.
const OPERATORS = [...PAYLOAD_OPERATORS, 'bogus'];
const VALUES = [
  'a',
  '1',
  '-1',
  '0.5',
  '1e400',
  '',
  'null',
  'true',
  'false',
  '2026-01-01',
  '1,2,x',
  '%00',
  '%ED%A0%80',
  '%3Cscript%3E',
  "'%3B drop table pages%3B--",
  '9'.repeat(30),
  'x'.repeat(1200),
];
const EXTRAS = [
  '',
  'depth=abc',
  'depth=3',
  'limit=0',
  'limit=-1',
  'page=0',
  'page=2',
  'sort=-updatedAt',
  'sort=nope',
  'draft=true',
  'select[title]=true',
];

/** A small deterministic generator: a failing case can be replayed with its FUZZ_SEED. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return <T>(list: readonly T[]): T => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return list[(state >>> 0) % list.length] as T;
  };
}

async function ask(target: string, init: RequestInit = {}): Promise<Response> {
  const url = new URL(target, 'http://127.0.0.1:3000');
  const slug = url.pathname.split('/').slice(2).filter(Boolean).map(decodeURIComponent);
  const request = new Request(url, { ...init, headers: { host: '127.0.0.1:3000', ...init.headers } });
  return guarded(request, { params: Promise.resolve({ slug }) });
}

describe(`generated /cms-api queries (${RUNS} per collection and global)`, () => {
  it('never answer 5xx, and every refusal is the one error body', async () => {
    const entities: { base: string; paths: string[] }[] = [];
    for (const collection of payload.config.collections) {
      const paths = ['id', 'createdAt', 'updatedAt', ...fieldPaths(collection.flattenedFields)];
      entities.push({ base: `/cms-api/${collection.slug}`, paths });
      if (collection.versions) {
        entities.push({
          base: `/cms-api/${collection.slug}/versions`,
          paths: ['parent', 'latest', ...paths.map((p) => `version.${p}`)],
        });
      }
    }
    for (const global of payload.config.globals) {
      const paths = fieldPaths(global.flattenedFields);
      entities.push({ base: `/cms-api/globals/${global.slug}`, paths });
      entities.push({
        base: `/cms-api/globals/${global.slug}/versions`,
        paths: ['parent', ...paths.map((p) => `version.${p}`)],
      });
    }
    const pick = random(SEED);
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    for (const { base, paths } of entities) {
      for (let run = 0; run < RUNS; run += 1) {
        const conditions = [`where[${pick(paths)}][${pick(OPERATORS)}]=${pick(VALUES)}`];
        if (pick([0, 1, 2]) === 0)
          conditions.push(`where[or][0][${pick(paths)}][${pick(OPERATORS)}][0]=${pick(VALUES)}`);
        const query = [...conditions, pick(EXTRAS)].filter(Boolean).join('&');
        // A third of the reads come the admin's way: POST with the query as a url-encoded body.
        const override = pick([0, 1, 2]) === 0;
        const response = override
          ? await ask(base, {
              method: 'POST',
              headers: {
                'content-type': 'application/x-www-form-urlencoded',
                'x-payload-http-method-override': 'GET',
              },
              body: query,
            })
          : await ask(`${base}?${query}`);
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        const text = await response.text();
        if (response.status >= 500)
          failures.push(`${override ? 'POST(GET)' : 'GET'} ${base}?${query} → ${response.status}`);
        else if (response.status >= 400 && !errorBodySchema.strict().safeParse(JSON.parse(text)).success) {
          failures.push(`${base}?${query} → ${response.status} ${text.slice(0, 120)}`);
        }
      }
    }
    console.log(`cms-routes fuzz (seed ${SEED}): ${JSON.stringify(statuses)}`);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);
});
