import { describe, expect, it } from 'vitest';
import { buildIdFor, checkServerActionsKey, type GitRunner, sharedCacheSettings } from './next-deployment';

const HANDLER = '/srv/site/apps/web/cache-handler.mjs';
const COMMIT = 'a'.repeat(40);

function git(answers: Record<string, string | null>): GitRunner {
  return (args) => answers[args[0] ?? ''] ?? null;
}

describe('sharedCacheSettings', () => {
  it('puts the cache in Redis, with no copy per process, when REDIS_URL is set', () => {
    expect(
      sharedCacheSettings({ REDIS_URL: 'redis://127.0.0.1:6379' }, 'phase-production-server', HANDLER),
    ).toEqual({
      cacheHandler: HANDLER,
      cacheMaxMemorySize: 0,
    });
  });

  it("keeps Next's default cache without REDIS_URL, or with an empty one", () => {
    expect(sharedCacheSettings({}, 'phase-production-server', HANDLER)).toEqual({});
    expect(sharedCacheSettings({ REDIS_URL: '  ' }, 'phase-production-server', HANDLER)).toEqual({});
  });

  it('never uses Redis while `next build` runs', () => {
    expect(
      sharedCacheSettings({ REDIS_URL: 'redis://127.0.0.1:6379' }, 'phase-production-build', HANDLER),
    ).toEqual({});
  });
});

describe('buildIdFor', () => {
  it('takes NEXT_BUILD_ID first', () => {
    expect(buildIdFor({ NEXT_BUILD_ID: 'release-42' }, git({ 'rev-parse': COMMIT, status: '' }))).toBe(
      'release-42',
    );
  });

  it('refuses a NEXT_BUILD_ID that cannot sit in a URL, naming the variable', () => {
    expect(() => buildIdFor({ NEXT_BUILD_ID: 'release/42' }, git({}))).toThrow(/NEXT_BUILD_ID/);
  });

  it('uses the git commit of a clean work tree, so two builds of one commit agree', () => {
    expect(buildIdFor({}, git({ 'rev-parse': `${COMMIT}\n`, status: '' }))).toBe(COMMIT);
  });

  it("leaves Next's random id to a build of uncommitted changes, or with no git", () => {
    expect(buildIdFor({}, git({ 'rev-parse': COMMIT, status: ' M apps/web/next.config.ts\n' }))).toBeNull();
    expect(buildIdFor({}, git({}))).toBeNull();
    expect(buildIdFor({}, git({ 'rev-parse': 'fatal: not a git repository', status: '' }))).toBeNull();
  });
});

describe('checkServerActionsKey', () => {
  it("accepts no key (Next's own, per build) or the base64 of an AES key", () => {
    expect(() => checkServerActionsKey({})).not.toThrow();
    expect(() => checkServerActionsKey({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: '' })).not.toThrow();
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(() => checkServerActionsKey({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key })).not.toThrow();
  });

  it.each([
    'not base64!',
    Buffer.alloc(20, 1).toString('base64'),
    Buffer.alloc(32, 1).toString('base64').replace(/=*$/, ''),
  ])('refuses %s, naming the variable', (key) => {
    expect(() => checkServerActionsKey({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key })).toThrow(
      /NEXT_SERVER_ACTIONS_ENCRYPTION_KEY/,
    );
  });
});
