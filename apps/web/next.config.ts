import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { INLINE_STYLESHEETS } from './src/lib/inline-stylesheets';
import { buildIdFor, checkServerActionsKey, sharedCacheSettings } from './src/lib/next-deployment';
import { routeHeaderRules } from './src/lib/route-header-rules';

/** git's answer, or null when git is missing or this is no checkout (a build from a tarball). */
function runGit(args: readonly string[]): string | null {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

const nextConfig: NextConfig = {
  // The workspace packages ship TypeScript sources; Next compiles them with the app.
  transpilePackages: ['@fibre/domain', '@fibre/provider-client'],
  poweredByHeader: false,
  // The shared store's clients (decision 0520) are loaded by Node as installed, not bundled:
  // rate-limiter-flexible holds every store's driver behind its one entry point.
  serverExternalPackages: ['ioredis', 'rate-limiter-flexible', 'redis-semaphore'],
  reactStrictMode: true,
  experimental: {
    // Next.js buffers the body of a request proxy.ts runs on (pages only, here) up to this: the
    // server actions' own 1 MB limit, not the default 10 MB (decision 0183).
    proxyClientMaxBodySize: '1mb',
    // Each page's stylesheet in a <style> instead of a render-blocking <link>: off (decision 0596).
    inlineCss: INLINE_STYLESHEETS,
  },
  // nosniff, frame denial, referrer and permissions policies on every response, files included, and
  // the JSON routes' policy on /api and /cms-api, which proxy.ts does not run on; the per-page CSP
  // and HSTS come from proxy.ts (decisions 0180, 0398).
  async headers() {
    return routeHeaderRules();
  },
};

/**
 * Several processes serving one site agree on the cache (Redis through cache-handler.mjs when
 * REDIS_URL is set), the build id (NEXT_BUILD_ID or the commit) and, read by Next itself, the
 * server actions' key (NEXT_SERVER_ACTIONS_ENCRYPTION_KEY) and NEXT_DEPLOYMENT_ID (decision 0531).
 * Next loads this file again on `next start`, so REDIS_URL is read where the process runs.
 */
export default function config(phase: string): NextConfig {
  checkServerActionsKey(process.env);
  // Payload's wrapper: keeps its server packages (drizzle, libsql, sharp) out of the bundles and
  // sets what its admin needs (decision 0300).
  return withPayload(
    {
      ...nextConfig,
      ...sharedCacheSettings(
        process.env,
        phase,
        fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)),
      ),
      generateBuildId: () => buildIdFor(process.env, runGit),
    },
    { devBundleServerPackages: false },
  );
}
