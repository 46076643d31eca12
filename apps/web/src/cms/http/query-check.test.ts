import * as qs from 'qs-esm';
import { describe, expect, it } from 'vitest';
import { type FieldKind, queryProblem } from './query-check';

const KINDS: Record<string, FieldKind> = {
  id: 'number',
  slug: 'text',
  createdAt: 'date',
  noIndex: 'checkbox',
  'hero.image': 'relation',
  hero: 'object',
  location: 'point',
  tags: 'many-text',
  faqs: 'many-relation',
};
const kindOf = (path: string): FieldKind => KINDS[path] ?? 'unknown';
/** The query as Payload reads it from a URL's search. */
const read = (search: string) =>
  qs.parse(search, {
    allowEmptyArrays: true,
    arrayLimit: 1000,
    depth: 10,
    ignoreQueryPrefix: true,
  }) as Record<string, unknown>;
const problem = (search: string, allOperator = true) => queryProblem(read(search), kindOf, { allOperator });

describe('queryProblem', () => {
  it('refuses the values that reached the database as NaN, undefined or a missing operator (decision 0390)', () => {
    expect(problem('where[id][in]=a')).toBe('not a number');
    expect(problem('where[slug][near]=1')).toBe('not a point field');
    expect(problem('where[unknown.path][intersects]=1')).toBe('not a point field');
    expect(problem('where[hero.image][in]=null')).toBe('null value');
    expect(problem('where[unknown.path][like][0]=1e400')).toBe('not a value');
    expect(problem('where[noIndex][not_like]=true')).toBe('not text');
    expect(problem('where[createdAt][greater_than]=abc')).toBe('not a date');
    expect(problem('where=abc')).toBe('where must be an object');
    expect(problem('limit=99999999999999999999')).toMatch(/^limit/);
    expect(problem('where[id][equals]=1e400')).toBe('not a number');
    expect(problem('where[slug][all]=2026-01-01')).toBe('all takes a field of many values');
  });

  it('refuses malformed trees, unknown operators and paths, and too much of anything', () => {
    expect(problem('where[slug][bogus]=x')).toBe('unknown operator');
    expect(problem('where[slug]=x')).toBe('a field takes an operator');
    expect(problem('where[or]=x')).toBe('or must be a list');
    expect(problem('where[sl%00ug][equals]=x')).toBe('not a field path');
    expect(problem('where[hero][equals]=x')).toBe('not a field');
    expect(problem('where[hero][in]=null')).toBe('not a field');
    expect(problem('where[hero][exists]=true')).toBe('not a field');
    expect(problem('where[noIndex][equals]=maybe')).toBe('not true or false');
    expect(problem('where[slug][exists]=perhaps')).toBe('exists takes true or false');
    expect(problem('where[id][in][a][b]=c')).toBe('not a list');
    expect(problem('where[id][in][0][b]=c')).toBe('not a list of values');
    expect(
      problem(
        `where=${encodeURIComponent(JSON.stringify({ or: Array(120).fill({ slug: { equals: 'x' } }) }))}`,
      ),
    ).toBe('too many conditions');
    expect(problem('where[tags][all]=a', false)).toBe('all takes a field of many values');
    expect(
      queryProblem({ where: JSON.parse(`${'{"or":['.repeat(12)}{}${']}'.repeat(12)}`) }, kindOf, {
        allOperator: true,
      }),
    ).toBe('where nested too deeply');
    expect(problem('depth=abc')).toMatch(/^depth/);
    expect(problem('depth=11')).toMatch(/^depth/);
    expect(problem('page=0')).toMatch(/^page/);
    expect(problem('where[faqs][all]=1,x')).toBe('not a number');
    expect(problem('sort[a]=b')).toBe('sort must be field names');
    expect(problem('sort=title;drop')).toBe('sort must be field names');
  });

  it('lets the admin’s own queries through', () => {
    for (const search of [
      'depth=0&limit=10&page=2&sort=-updatedAt',
      'where[or][0][and][0][slug][like]=home',
      'where[id][in]=1,2,3',
      'where[id][in][0]=1&where[id][in][1]=2',
      'where[id][not_in][0]=4',
      'where[createdAt][greater_than]=2026-01-01T00:00:00.000Z',
      'where[hero.image][equals]=3',
      'where[hero.image][equals]=null',
      'where[hero.image][exists]=false',
      'where[noIndex][equals]=true',
      'where[location][near]=1,2,1000',
      'where[unknown.path][equals]=anything',
      'where[tags][all]=a,b',
      'where[faqs][in]=1,2',
      `where=${encodeURIComponent(JSON.stringify({ slug: { equals: 'home' } }))}`,
      'select[title]=true&draft=true&locale=en',
    ]) {
      expect(problem(search), search).toBeNull();
    }
  });
});
