import path from 'node:path';
import type { NextRequest } from 'next/server';
import { parseServerEnv } from './src/lib/env-schema';
import { forwardedSecret } from './src/lib/forwarded-secret';
import { INLINE_STYLESHEETS } from './src/lib/inline-stylesheets';
import { handleSiteRequest, type ProxySettings } from './src/lib/site-proxy';
import { builtStylesheetHashes } from './src/lib/stylesheet-hashes';
import { thirdPartyCspSources } from './src/services/browser-scripts';
import { bugReporterCspSources } from './src/services/bug-reporter';

let settings: ProxySettings | undefined;

/** Path guard, server-action guard, CSP nonce, HSTS and affiliate cookies: see site-proxy.ts. */
export async function proxy(request: NextRequest) {
  if (!settings) {
    // env-schema, not env.ts: `server-only` belongs to React server builds, which this is not.
    const env = parseServerEnv(process.env);
    settings = {
      trustedProxyCount: env.trustedProxyCount,
      thirdParty: thirdPartyCspSources(env.browserServices),
      development: env.nodeEnv === 'development',
      forwardedSecret: forwardedSecret(),
      botCheckOrigin: new URL(env.botCheck.baseUrl).origin,
      bugReporter: env.browserServices.bugReporter
        ? {
            previewHosts: env.browserServices.bugReporter.previewHosts,
            sources: bugReporterCspSources(env.browserServices.bugReporter),
          }
        : undefined,
      // The pages' inlined stylesheets when INLINE_STYLESHEETS is on, read once from the build that
      // `next start` serves from this directory; `next dev` links its stylesheets (decision 0596).
      styleHashes:
        INLINE_STYLESHEETS && env.nodeEnv !== 'development'
          ? builtStylesheetHashes(path.join(process.cwd(), '.next'))
          : [],
    };
  }
  return handleSiteRequest(request, settings);
}

// Pages (each needs its nonce; the CMS admin's included, with its own policy: decision 0304) and
// the one API route with a path parameter (its guard), but not the other /api routes nor the CMS's
// /cms-api: Next.js reads the whole body of any request proxy.ts runs on before the route sees it,
// which would undo the routes' own body limit and timeout (decision 0183) and cut media uploads
// at 1 MB. next.config.ts gives /cms-api the JSON routes' policy.
export const config = {
  matcher: [
    '/((?!api/|cms-api/|_next/static|_next/image|favicon.ico).*)',
    '/api/promotion-by-postcode/:path*',
  ],
};
