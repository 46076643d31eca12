import type { NextConfig } from 'next';
import { STATIC_SECURITY_HEADERS } from './src/lib/security-headers';

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
    return [{ source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] }];
  },
};

export default nextConfig;
