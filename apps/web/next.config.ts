import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { routeHeaderRules } from './src/lib/route-header-rules';

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
  },
  // nosniff, frame denial, referrer and permissions policies on every response, files included, and
  // the JSON routes' policy on /api and /cms-api, which proxy.ts does not run on; the per-page CSP
  // and HSTS come from proxy.ts (decisions 0180, 0398).
  async headers() {
    return routeHeaderRules();
  },
};

// Payload's wrapper: keeps its server packages (drizzle, libsql, sharp) out of the bundles and sets
// what its admin needs (decision 0300).
export default withPayload(nextConfig, { devBundleServerPackages: false });
