import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS, CONNECTION_STAMP, FORWARDED_PROTO_CHAIN } from './forwarded';
import { handleProxy, handleSiteRequest, type ProxySettings } from './site-proxy';

const settings: ProxySettings = {
  trustedProxyCount: 0,
  development: false,
  forwardedSecret: 's'.repeat(48),
};

/** A request as instrumentation.ts stamps it, from a proxy that says whether it was https. */
function viaProxy(proto: string): Record<string, string> {
  return {
    [CLIENT_ADDRESS]: '10.0.0.2',
    [FORWARDED_PROTO_CHAIN]: proto,
    [CONNECTION_STAMP]: settings.forwardedSecret,
  };
}

function run(path: string, headers: Record<string, string> = {}, overrides: Partial<ProxySettings> = {}) {
  return handleProxy(new NextRequest(`http://localhost:3000${path}`, { headers }), {
    ...settings,
    ...overrides,
  });
}

/** The request headers Next passes on after proxy.ts (NextResponse.next's override protocol). */
function passedOn(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

describe('handleProxy', () => {
  it.each([
    '/api/promotion-by-postcode/%ZZ',
    '/api/promotion-by-postcode/%ED%A0%80',
    '/api/promotion-by-postcode/%E0%A4%A',
    '/coverage/location/%ZZ',
  ])('answers 400 request.bad_url for %s (Next.js answered 500)', async (path) => {
    const response = run(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'request.bad_url', message: 'The URL is not valid.' });
  });

  it('gives each page its own nonce, in the CSP sent and in the one Next reads', () => {
    const first = run('/');
    const second = run('/');
    const policy = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(passedOn(first, 'content-security-policy')).toBe(policy);
    expect(second.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('lists the bug reporter in the CSP on a preview host only (decision 0379)', () => {
    const bugReporter = {
      previewHosts: ['*.preview.broadband.example'],
      sources: {
        script: ['https://bugs.example'],
        connect: ['https://bugs.example'],
        img: ['https://bugs.example'],
        frame: ['https://bugs.example'],
      },
    };
    const policyAt = (host: string) =>
      handleProxy(new NextRequest(`http://${host}/`, { headers: { host } }), {
        ...settings,
        bugReporter,
      }).headers.get('content-security-policy') ?? '';
    const preview = policyAt('pr-7.preview.broadband.example:3000');
    expect(preview).toMatch(/script-src [^;]*https:\/\/bugs\.example/);
    expect(preview).toMatch(/connect-src [^;]*https:\/\/bugs\.example/);
    expect(preview).toMatch(/frame-src [^;]*https:\/\/bugs\.example/);
    expect(policyAt('www.broadband.example')).not.toContain('bugs.example');
    expect(policyAt('preview.broadband.example')).not.toContain('bugs.example');
  });

  it('gives the JSON routes a policy that loads nothing', () => {
    expect(run('/api/uprn').headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it('sends HSTS only when a trusted proxy says the visitor came over https', () => {
    expect(run('/', viaProxy('https')).headers.get('strict-transport-security')).toBeNull();
    expect(
      run('/', viaProxy('http'), { trustedProxyCount: 1 }).headers.get('strict-transport-security'),
    ).toBeNull();
    const behindProxy = run('/', viaProxy('https'), { trustedProxyCount: 1 });
    expect(behindProxy.headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
  });

  it('stores affiliate ids, Secure over https', () => {
    const plain = run('/?awc=123_abc');
    expect(plain.headers.get('set-cookie')).toMatch(/^awc=123_abc; Path=\/; .*SameSite=lax/i);
    expect(plain.headers.get('set-cookie')).not.toMatch(/secure/i);
    const secure = run('/?awc=123_abc', viaProxy('https'), { trustedProxyCount: 1 });
    expect(secure.headers.get('set-cookie')).toMatch(/; Secure/i);
    expect(run('/?awc=<script>').headers.get('set-cookie')).toBeNull();
  });

  it("names the built stylesheets' hashes in the pages' style-src, not in the admin's (decision 0596)", () => {
    const styleHashes = ["'sha256-AAAA'"];
    expect(run('/help', {}, { styleHashes }).headers.get('Content-Security-Policy')).toMatch(
      /style-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'sha256-AAAA';/,
    );
    expect(run('/admin', {}, { styleHashes }).headers.get('Content-Security-Policy')).not.toContain(
      'sha256-AAAA',
    );
  });

  it('gives the CMS admin its own policy: nonce scripts, inline styles, still never framed', () => {
    const response = run('/admin/collections/pages');
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
    // Its live preview frames the site's own pages.
    expect(policy).toContain("frame-src 'self'");
    expect(passedOn(response, 'content-security-policy')).toBe(policy);
    // The public pages keep the strict one.
    expect(run('/admin-tips').headers.get('Content-Security-Policy')).not.toContain("'unsafe-inline'");
    expect(run('/help').headers.get('Content-Security-Policy')).not.toContain("'unsafe-inline'");
  });

  it('lets the admin frame a page only for a browser in draft mode (live preview)', () => {
    expect(run('/help').headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    const draft = run('/help', { cookie: '__prerender_bypass=abc123' });
    expect(draft.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    expect(
      run('/api/outage', { cookie: '__prerender_bypass=abc123' }).headers.get('Content-Security-Policy'),
    ).toContain("frame-ancestors 'none'");
  });
});

describe('handleSiteRequest: server actions refused before Next.js reads them (decision 0389)', () => {
  const ACTION_ID = `00${'ab'.repeat(20)}`;
  function action(path: string, headers: Record<string, string>, body: BodyInit) {
    return handleSiteRequest(
      new NextRequest(`http://localhost:3000${path}`, {
        method: 'POST',
        headers: {
          host: 'localhost:3000',
          'next-action': ACTION_ID,
          'content-type': 'text/plain;charset=UTF-8',
          ...headers,
        },
        body,
      }),
      settings,
    );
  }
  const good = JSON.stringify(['sealed', { user_name: 'Jo' }, 'token']);

  it('passes the site’s own multipart action on (a closure’s sealed settings are part 1)', async () => {
    const form = new FormData();
    form.append('1', '"c2VhbGVk"');
    form.append('0', '["$@1",{"user_name":"Jo"},"token"]');
    const encoded = new Response(form);
    const type = encoded.headers.get('content-type') ?? '';
    const body = await encoded.arrayBuffer();
    const response = await action(
      '/contact-us',
      { origin: 'http://localhost:3000', 'content-type': type },
      body,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('passes the site’s own action on, with the page’s headers', async () => {
    const response = await action('/contact-us', { origin: 'http://localhost:3000' }, good);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it.each([
    [
      'a foreign Origin (Next.js: 500)',
      { origin: 'https://evil.example' },
      good,
      403,
      'request.forbidden_origin',
    ],
    ['a sibling Origin', { origin: 'http://localhost:3001' }, good, 403, 'request.forbidden_origin'],
    [
      'an Origin that is not a URL (Next.js: 500)',
      { origin: 'garbage' },
      good,
      403,
      'request.forbidden_origin',
    ],
    ['a body that is not JSON (Next.js: 500)', {}, 'not json', 400, 'request.invalid_json'],
    ['a server reference in the body', {}, '["$h0"]', 400, 'request.invalid'],
    [
      'form data Next cannot read (Next.js: 500)',
      { 'content-type': 'multipart/form-data; boundary=x' },
      'garbage',
      400,
      'request.invalid',
    ],
    [
      'an url-encoded action',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'a=1',
      415,
      'request.unsupported_media_type',
    ],
    ['a made-up action id', { 'next-action': 'abc' }, good, 400, 'request.invalid'],
    [
      'a body over 64 KiB (Next.js: 500 over 1 MB)',
      {},
      `["${'a'.repeat(70_000)}"]`,
      413,
      'request.too_large',
    ],
  ])('answers %s with the one error body', async (_name, headers, body, status, key) => {
    const response = await action('/contact-us', headers, body);
    expect(response.status).toBe(status);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const answer = (await response.json()) as { error: string; message: string };
    expect(answer.error).toBe(key);
    expect(typeof answer.message).toBe('string');
  });

  it.each([
    [
      'a foreign Origin (Next.js: 500)',
      { origin: 'https://evil.example' },
      good,
      403,
      'request.forbidden_origin',
    ],
    ['a sibling port', { origin: 'http://localhost:3001' }, good, 403, 'request.forbidden_origin'],
    [
      'bytes that are not UTF-8 (Next.js: 500)',
      {},
      new Uint8Array([0xff, 0xfe, 0xc3]),
      400,
      'request.invalid_json',
    ],
    ['a body that is not JSON', {}, '{"a":', 400, 'request.invalid_json'],
    ['arguments that are not one admin call (Next.js: 500)', {}, '[null,{}]', 400, 'request.invalid'],
    [
      'form data that cannot be read',
      { 'content-type': 'multipart/form-data; boundary=x' },
      '',
      400,
      'request.invalid',
    ],
    ['a JSON body', { 'content-type': 'application/json' }, good, 415, 'request.unsupported_media_type'],
    ['a made-up action id', { 'next-action': 'abc' }, good, 400, 'request.invalid'],
    ['over Next’s 1 MB', {}, `["${'a'.repeat(1_100_000)}"]`, 413, 'request.too_large'],
  ])('refuses a server action posted to the CMS admin with %s', async (_name, headers, body, status, key) => {
    const response = await action('/admin', { origin: 'http://localhost:3000', ...headers }, body);
    expect(response.status).toBe(status);
    expect(((await response.json()) as { error: string }).error).toBe(key);
  });

  it('passes the admin’s own server function on, with values the site’s forms would not send', async () => {
    const call = JSON.stringify([{ name: 'form-state', args: { when: '$D2026-11-27T00:00:00.000Z' } }]);
    const response = await action('/admin/collections/pages/1', { origin: 'http://localhost:3000' }, call);
    expect(response.status).toBe(200);
  });

  it('refuses a cross-origin form post to any page, which no form of the site makes', async () => {
    const response = await handleSiteRequest(
      new NextRequest('http://localhost:3000/', {
        method: 'POST',
        headers: {
          host: 'localhost:3000',
          origin: 'https://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'a=1',
      }),
      settings,
    );
    expect(response.status).toBe(403);
  });

  it('leaves the /api routes to their own guards', async () => {
    expect(
      (await action('/api/promotion-by-postcode/HB11AA', { origin: 'https://evil.example' }, good)).status,
    ).toBe(200);
  });

  it('lets page reads through untouched', async () => {
    const response = await handleSiteRequest(new NextRequest('http://localhost:3000/contact-us'), settings);
    expect(response.status).toBe(200);
  });
});
