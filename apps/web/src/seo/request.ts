import 'server-only';
import { headers } from 'next/headers';
import { serverEnv } from '@/lib/env';
import { clientConnection } from '@/lib/forwarded';
import { forwardedSecret } from '@/lib/forwarded-secret';

/** The nonce proxy.ts put in this request's Content-Security-Policy (Next.js reads the same header). */
export function nonceFromPolicy(policy: string | null): string | undefined {
  return policy?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1];
}

/** This page's CSP nonce, for the JSON-LD blocks. */
export async function requestNonce(): Promise<string | undefined> {
  return nonceFromPolicy((await headers()).get('content-security-policy'));
}

/**
 * The site's public origin for absolute addresses (sitemap, robots, JSON-LD): SITE_URL when set
 * (production should), else this request's Host, https when a trusted proxy says so (decision 0309).
 */
export async function siteOrigin(): Promise<string> {
  const env = serverEnv();
  if (env.siteUrl) return env.siteUrl;
  const requestHeaders = await headers();
  const host = requestHeaders.get('host') ?? `localhost:${env.port}`;
  const { https } = clientConnection(requestHeaders, env.trustedProxyCount, forwardedSecret());
  return `${https ? 'https' : 'http'}://${host}`;
}
