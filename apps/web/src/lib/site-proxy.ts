import { ERROR_HTTP_STATUS } from '@fibre/domain/error-keys';
import { createErrorBody } from '@fibre/domain/schemas/error-body';
import { type NextRequest, NextResponse } from 'next/server';
import type { ThirdPartyCspSources } from '../services/browser-scripts';
import { hostnameOf, isPreviewHost, withBugReporterSources } from '../services/bug-reporter';
import { affiliateCookiesFor } from './affiliate-cookies';
import { clientConnection } from './forwarded';
import {
  API_CONTENT_SECURITY_POLICY,
  adminContentSecurityPolicy,
  createNonce,
  DRAFT_MODE_COOKIE,
  isAdminPath,
  pageContentSecurityPolicy,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers';
import {
  checkAdminServerActionRequest,
  checkServerActionRequest,
  serverActionRefusalResponse,
} from './server-action-guard';
import { isDecodablePath } from './url-path';

export interface ProxySettings {
  trustedProxyCount: number;
  /** The configured third-party services' origins (they join the CSP; decision 0370). */
  thirdParty?: ThirdPartyCspSources;
  development: boolean;
  /** The stamp instrumentation.ts puts on every request (forwarded.ts). */
  forwardedSecret: string;
  /** The bot check's origin, which the pages may frame (security-headers.ts). */
  botCheckOrigin?: string;
  /** The bug reporter's CSP sources, added on its preview hosts only (decision 0379). */
  bugReporter?: { previewHosts: string[]; sources: ThirdPartyCspSources };
  /** The built stylesheets' CSP hashes, which the pages' style-src names (decision 0596). */
  styleHashes?: readonly string[];
}

/** The page's third-party sources: the bug reporter's join them on a preview host. */
function thirdPartyFor(request: NextRequest, settings: ProxySettings): ThirdPartyCspSources | undefined {
  const { bugReporter } = settings;
  if (!bugReporter || !isPreviewHost(hostnameOf(request.headers.get('host')), bugReporter.previewHosts)) {
    return settings.thirdParty;
  }
  return withBugReporterSources(
    settings.thirdParty ?? { script: [], connect: [], img: [], frame: [] },
    bugReporter.sources,
  );
}

function badUrl(): NextResponse {
  return NextResponse.json(createErrorBody('request.bad_url'), {
    status: ERROR_HTTP_STATUS['request.bad_url'],
    headers: { 'Cache-Control': 'no-store', 'Content-Security-Policy': API_CONTENT_SECURITY_POLICY },
  });
}

/**
 * What proxy.ts does for pages and dynamic API paths: refuses a path Next.js cannot decode (400
 * request.bad_url, where Next would answer 500), gives each page a fresh CSP nonce (Next.js reads
 * it from the request's Content-Security-Policy header and puts it on its scripts), sends HSTS
 * over https (which only a trusted proxy can say: `next start` never speaks TLS) and stores the
 * affiliate ids of the landing URL (content-and-api.md §7).
 */
export function handleProxy(request: NextRequest, settings: ProxySettings): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  if (!isDecodablePath(pathname)) return badUrl();
  const { https } = clientConnection(request.headers, settings.trustedProxyCount, settings.forwardedSecret);
  const headers = new Headers(request.headers);

  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  const development = settings.development;
  const policy = isApi
    ? API_CONTENT_SECURITY_POLICY
    : isAdminPath(pathname)
      ? adminContentSecurityPolicy({ nonce: createNonce(), https, development })
      : pageContentSecurityPolicy({
          nonce: createNonce(),
          thirdParty: thirdPartyFor(request, settings),
          https,
          development,
          // Only a browser that already holds the draft cookie (staff) may frame the page; a
          // visitor's cannot be given one by another site, so framing stays refused for them.
          livePreview: request.cookies.has(DRAFT_MODE_COOKIE),
          botCheckOrigin: settings.botCheckOrigin,
          styleHashes: settings.styleHashes,
        });
  if (!isApi) headers.set('content-security-policy', policy);

  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  if (https) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  if (!isApi && !isAdminPath(pathname)) {
    for (const cookie of affiliateCookiesFor(searchParams)) {
      // Readable by the page: the awc id travels with the order and the purchase event (AWC).
      response.cookies.set(cookie.name, cookie.value, {
        maxAge: cookie.maxAgeSeconds,
        path: '/',
        sameSite: 'lax',
        secure: https,
      });
    }
  }
  return response;
}

/**
 * What proxy.ts runs: first, on a page (not /api; on the CMS admin, whose server function checks
 * its own values, all but those), a server-action POST is checked before Next.js reads it (server-action-guard.ts,
 * decision 0389), so a foreign Origin or a body Next cannot decode gets a 4xx with the one error
 * body rather than Next's 500; then handleProxy.
 */
export async function handleSiteRequest(
  request: NextRequest,
  settings: ProxySettings,
): Promise<NextResponse | Response> {
  const { pathname } = request.nextUrl;
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  if (isDecodablePath(pathname) && !isApi) {
    const refused = isAdminPath(pathname)
      ? await checkAdminServerActionRequest(request)
      : await checkServerActionRequest(request);
    if (refused !== null) return serverActionRefusalResponse(refused, API_CONTENT_SECURITY_POLICY);
  }
  return handleProxy(request, settings);
}
