import { type NextRequest, NextResponse } from 'next/server';
import { affiliateCookiesFor } from './src/lib/affiliate-cookies';

/** Stores the affiliate ids of the landing URL in cookies (content-and-api.md §7 'Affiliate cookies'). */
export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  const secure = request.nextUrl.protocol === 'https:';
  for (const cookie of affiliateCookiesFor(request.nextUrl.searchParams)) {
    // Readable by the page: the awc id travels with the order and the purchase event (AWC).
    response.cookies.set(cookie.name, cookie.value, {
      maxAge: cookie.maxAgeSeconds,
      path: '/',
      sameSite: 'lax',
      secure,
    });
  }
  return response;
}

// Runs only on page requests that carry an affiliate parameter, so other requests pay nothing.
export const config = {
  matcher: [
    {
      source: '/((?!api/|_next/static|_next/image|favicon.ico).*)',
      has: [{ type: 'query', key: 'awc' }],
    },
    {
      source: '/((?!api/|_next/static|_next/image|favicon.ico).*)',
      has: [{ type: 'query', key: 'dtt_reqid' }],
    },
  ],
};
