/**
 * What every site process must agree on when several serve one site (decision 0531): one cache
 * (Redis, when REDIS_URL is set) and one build id. Read by next.config.ts, so plain functions of
 * the environment, with no import of the app.
 */

/** The Next.js settings of the shared cache: the handler file, and no copy in each process's memory. */
export interface SharedCacheSettings {
  cacheHandler?: string;
  cacheMaxMemorySize?: number;
}

/**
 * With REDIS_URL, Next's cache lives in Redis through `handlerPath` and each process keeps no copy
 * of its own (`cacheMaxMemorySize: 0`), so a tag revalidated on one process is gone for all. Without
 * it, Next's default cache (memory and .next/cache), as one `npm start` process has always had.
 * `next build` never uses it: the build reads no content, and needs no Redis.
 */
export function sharedCacheSettings(
  env: Record<string, string | undefined>,
  phase: string,
  handlerPath: string,
): SharedCacheSettings {
  const redisUrl = env.REDIS_URL?.trim();
  if (!redisUrl || phase === 'phase-production-build') return {};
  return { cacheHandler: handlerPath, cacheMaxMemorySize: 0 };
}

/** What Next accepts as a build id: it appears in URLs (/_next/static/<id>/). */
const BUILD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Runs git with the given arguments and returns its output, or null when git is not there or fails. */
export type GitRunner = (args: readonly string[]) => string | null;

/**
 * The build id (decision 0531): NEXT_BUILD_ID when given; else the git commit, when the work tree is
 * clean, so two machines that build the same commit agree; else null, Next's own random id (a
 * build of uncommitted work is nobody's release).
 */
export function buildIdFor(env: Record<string, string | undefined>, git: GitRunner): string | null {
  const given = env.NEXT_BUILD_ID?.trim();
  if (given) {
    if (!BUILD_ID.test(given)) {
      throw new Error('Invalid environment: NEXT_BUILD_ID must be 1-64 letters, digits, - or _');
    }
    return given;
  }
  const commit = git(['rev-parse', 'HEAD'])?.trim();
  if (!commit || !/^[0-9a-f]{40,64}$/.test(commit)) return null;
  const changes = git(['status', '--porcelain', '--untracked-files=no']);
  if (changes === null || changes.trim() !== '') return null;
  return commit;
}

/**
 * NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, when given, is what Next encrypts server actions' closed-over
 * values with (AES-GCM, base64 of a 16, 24 or 32-byte key, e.g. `openssl rand -base64 32`).
 * Processes built apart must share it, or an action rendered by one fails on another; one build
 * shared by every process (the local cluster) already shares the key it generated. Checked when the
 * config loads, so a bad key stops `next build` and `next start` with its name, not the first action.
 */
export function checkServerActionsKey(env: Record<string, string | undefined>): void {
  const key = env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;
  if (key === undefined || key === '') return;
  const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(key) ? Buffer.from(key, 'base64').length : 0;
  if (![16, 24, 32].includes(bytes) || Buffer.from(key, 'base64').toString('base64') !== key) {
    throw new Error(
      'Invalid environment: NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be the base64 of a 16, 24 or 32-byte key (openssl rand -base64 32)',
    );
  }
}
