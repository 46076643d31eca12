import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // The workspace packages ship TypeScript sources; Next compiles them with the app.
  transpilePackages: ['@fibre/domain', '@fibre/provider-client'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
