import { API_CONTENT_SECURITY_POLICY, STATIC_SECURITY_HEADERS } from './security-headers';

export interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

const JSON_ROUTE_POLICY = [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }];

/**
 * next.config.ts's header rules: the static headers on every response, files included, and the
 * JSON routes' policy on the routes proxy.ts does not run on (it reads a body before the route
 * could limit it: decision 0183): the site's same-site /api routes and the CMS's /cms-api
 * (decision 0398). Pages get their nonce policy from proxy.ts.
 */
export function routeHeaderRules(): HeaderRule[] {
  return [
    { source: '/:path*', headers: [...STATIC_SECURITY_HEADERS] },
    { source: '/api/:path*', headers: [...JSON_ROUTE_POLICY] },
    { source: '/cms-api/:path*', headers: [...JSON_ROUTE_POLICY] },
  ];
}
