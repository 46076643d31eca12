import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONSENT_QUESTION_SCRIPT } from '../analytics/consent-question';
import { thirdPartyCspSources } from '../services/browser-scripts';
import {
  CONSENT_QUESTION_SCRIPT_HASH,
  createNonce,
  pageContentSecurityPolicy,
  STATIC_SECURITY_HEADERS,
} from './security-headers';

const base = { nonce: 'bm9uY2U=', https: false, development: false };

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('pageContentSecurityPolicy', () => {
  it('runs scripts only by nonce or hash, with strict-dynamic and nothing unsafe (decision 0180)', () => {
    const script = directives(pageContentSecurityPolicy(base)).get('script-src') ?? [];
    expect(script).toContain("'nonce-bm9uY2U='");
    expect(script).toContain("'strict-dynamic'");
    expect(script).toContain(CONSENT_QUESTION_SCRIPT_HASH);
    expect(script.join(' ')).not.toMatch(/unsafe/);
  });

  it('hashes the cookie question script as the browser will', () => {
    const digest = createHash('sha256').update(CONSENT_QUESTION_SCRIPT).digest('base64');
    expect(CONSENT_QUESTION_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
  });

  it('refuses by default and forbids framing, plugins and base changes', () => {
    const policy = directives(pageContentSecurityPolicy(base));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('style-src')?.join(' ')).not.toMatch(/unsafe/);
  });

  it('allows the built stylesheets by their hashes beside the nonce, and no other inline style (decision 0596)', () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    expect(directives(pageContentSecurityPolicy({ ...base, styleHashes: hashes })).get('style-src')).toEqual([
      "'self'",
      "'nonce-bm9uY2U='",
      ...hashes,
    ]);
    expect(directives(pageContentSecurityPolicy(base)).get('style-src')).toEqual([
      "'self'",
      "'nonce-bm9uY2U='",
    ]);
  });

  it("may frame the bot check's origin only, and nothing when none is given", () => {
    expect(directives(pageContentSecurityPolicy(base)).has('frame-src')).toBe(false);
    const policy = directives(
      pageContentSecurityPolicy({ ...base, botCheckOrigin: 'https://www.google.com' }),
    );
    expect(policy.get('frame-src')).toEqual(['https://www.google.com']);
    expect(policy.get('script-src')).not.toContain('https://www.google.com');
  });

  it("lets only a draft-mode view be framed, and by the site's own admin only", () => {
    const preview = directives(pageContentSecurityPolicy({ ...base, livePreview: true }));
    expect(preview.get('frame-ancestors')).toEqual(["'self'"]);
    expect(
      directives(pageContentSecurityPolicy({ ...base, livePreview: false })).get('frame-ancestors'),
    ).toEqual(["'none'"]);
  });

  it('lets the CMS blocks play the site’s own videos and caption tracks, and nothing else', () => {
    expect(directives(pageContentSecurityPolicy(base)).get('media-src')).toEqual(["'self'"]);
  });

  it("allows Google's hosts only when analytics is configured", () => {
    expect(pageContentSecurityPolicy(base)).not.toMatch(/google/);
    const withGa = directives(
      pageContentSecurityPolicy({
        ...base,
        thirdParty: thirdPartyCspSources({
          analytics: {
            scriptBaseUrl: 'https://www.googletagmanager.com',
            measurementId: 'G-ABC1234',
            tagManagerId: null,
          },
          tracking: { key: 'k' },
          chat: null,
          reviews: null,
          bugReporter: null,
        }),
      }),
    );
    expect(withGa.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(withGa.get('connect-src')).toContain('https://*.google-analytics.com');
  });

  it('lists nothing of analytics when it is off', () => {
    const sources = thirdPartyCspSources({
      analytics: null,
      tracking: { key: 'k' },
      chat: null,
      reviews: null,
      bugReporter: null,
    });
    expect(sources).toEqual({ script: [], connect: [], img: [], frame: [] });
  });

  it('lets the chat and review widgets load and frame from their own origins only', () => {
    const policy = directives(
      pageContentSecurityPolicy({
        ...base,
        thirdParty: thirdPartyCspSources({
          analytics: {
            scriptBaseUrl: 'https://www.googletagmanager.com',
            measurementId: null,
            tagManagerId: null,
          },
          tracking: { key: 'k' },
          chat: { baseUrl: 'https://cdn.chat.example', account: 'a' },
          reviews: { baseUrl: 'https://widget.reviews.example/x', businessUnit: 'b' },
          // Listed by the proxy on preview hosts only, never by thirdPartyCspSources.
          bugReporter: { baseUrl: 'https://bugs.example', project: 'p', previewHosts: ['*.localhost'] },
        }),
      }),
    );
    expect(policy.get('frame-src')).toEqual(['https://cdn.chat.example', 'https://widget.reviews.example']);
    expect(policy.get('script-src')).toContain('https://cdn.chat.example');
    expect(policy.get('connect-src')).not.toContain('https://www.googletagmanager.com');
    expect(policy.get('script-src')).not.toContain('https://bugs.example');
    expect(pageContentSecurityPolicy(base)).not.toMatch(/frame-src/);
  });

  it('upgrades insecure requests over https only, and evaluates code in development only', () => {
    expect(pageContentSecurityPolicy(base)).not.toMatch(/upgrade-insecure-requests/);
    expect(pageContentSecurityPolicy({ ...base, https: true })).toMatch(/; upgrade-insecure-requests$/);
    expect(pageContentSecurityPolicy({ ...base, development: true })).toMatch(/'unsafe-eval'/);
  });
});

describe('createNonce', () => {
  it('makes 128 random bits, base64, different each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('STATIC_SECURITY_HEADERS', () => {
  it('sends nosniff, frame denial, a strict referrer policy and a permissions policy', () => {
    const headers = Object.fromEntries(STATIC_SECURITY_HEADERS.map(({ key, value }) => [key, value]));
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
  });
});
