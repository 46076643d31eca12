import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { helmetPlugin, securityHeaders } from './helmet';

const helmetBuilt = vi.hoisted(() => ({ count: 0 }));

vi.mock('helmet', async (importOriginal) => {
  const actual = await importOriginal<typeof import('helmet')>();
  const counted = (...args: Parameters<typeof actual.default>) => {
    helmetBuilt.count += 1;
    return actual.default(...args);
  };
  return { ...actual, default: counted };
});

async function appWithHeaders() {
  const app = Fastify();
  await app.register(helmetPlugin);
  app.get('/plain', async () => ({ ok: true }));
  app.get('/own-policy', async (_request, reply) => {
    reply.header('content-security-policy', "default-src 'none'");
    return { ok: true };
  });
  return app;
}

describe('security headers', () => {
  afterEach(() => {
    helmetBuilt.count = 0;
  });

  it("are Helmet's defaults", () => {
    const headers = securityHeaders();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('builds Helmet once for the app, not once a request, and sends its headers on every answer', async () => {
    const app = await appWithHeaders();
    const answers = await Promise.all([1, 2, 3].map(() => app.inject({ method: 'GET', url: '/plain' })));
    expect(helmetBuilt.count).toBe(1);
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });

  it("lets a route's own policy replace the default one", async () => {
    const app = await appWithHeaders();
    const answer = await app.inject({ method: 'GET', url: '/own-policy' });
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});
