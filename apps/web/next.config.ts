import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { API_CONTENT_SECURITY_POLICY, STATIC_SECURITY_HEADERS } from './src/lib/security-headers';

const nextConfig: NextConfig = {
  // The workspace packages ship TypeScript sources; Next compiles them with the app.
  transpilePackages: ['@fibre/domain', '@fibre/provider-client'],
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // Next.js buffers the body of a request proxy.ts runs on (pages only, here) up to this: the
    // server actions' own 1 MB limit, not the default 10 MB (decision 0183).
    proxyClientMaxBodySize: '1mb',
  },
  // nosniff, frame denial, referrer and permissions policies on every response, files included; the
  // per-page CSP and HSTS come from proxy.ts (decision 0180).
  async headers() {
    return [
      { source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] },
      // The CMS's REST and GraphQL routes and its media files, which proxy.ts does not run on.
      {
        source: '/cms-api/:path*',
        headers: [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }],
      },
    ];
  },
};

// Payload's wrapper: keeps its server packages (drizzle, libsql, sharp) out of the bundles and sets
// what its admin needs (decision 0300).
export default withPayload(nextConfig, { devBundleServerPackages: false });
