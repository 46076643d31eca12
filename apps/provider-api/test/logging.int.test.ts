import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app';
import { AUTH, buildTestApp, TEST_TOKEN } from './app';
import { orderBody } from './bodies';
import { describeEachDatabase } from './databases';

/**
 * The token sent as `?access_token=` was once logged verbatim. Every log line of requests that
 * carry credentials in the query string and in headers is captured, and none holds them; the
 * client address is kept only to its /24 or /48 (decisions 0061 addendum and 0174).
 */
describeEachDatabase('what the log keeps', (ctx) => {
  const lines: string[] = [];
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(ctx.database, {
      config: { logLevel: 'trace' },
      logStream: { write: (line: string) => lines.push(line) },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const SECRETS = {
    cookie: 'session=cookie-secret-0001',
    apiKey: 'api-key-secret-0002',
    proxy: 'Basic cHJveHktc2VjcmV0LTAwMDM=',
    idempotency: 'idem-secret-0004',
  };

  it('never writes a token, a cookie or a credential header, from the URL or the headers', async () => {
    lines.length = 0;
    const requests = [
      { method: 'GET' as const, url: `/product?access_token=${TEST_TOKEN}` },
      { method: 'GET' as const, url: `/product?token=${TEST_TOKEN}&key=${TEST_TOKEN}&code=${TEST_TOKEN}` },
      { method: 'GET' as const, url: `/health?${TEST_TOKEN}` },
      { method: 'GET' as const, url: `/no/such/route?access_token=${TEST_TOKEN}` },
      { method: 'GET' as const, url: `/uprn/%E0%A4%A?access_token=${TEST_TOKEN}` },
      {
        method: 'GET' as const,
        url: '/promotion?register_channel=WEB',
        headers: {
          ...AUTH,
          cookie: SECRETS.cookie,
          'x-api-key': SECRETS.apiKey,
          'proxy-authorization': SECRETS.proxy,
        },
      },
      {
        method: 'POST' as const,
        url: `/customer/SIGNUP?access_token=${TEST_TOKEN}`,
        headers: { ...AUTH, 'idempotency-key': SECRETS.idempotency },
        payload: orderBody({ awc: '1234_1700000000_secretclick' }, '100000000003'),
      },
    ];
    const statuses: number[] = [];
    for (const request of requests) statuses.push((await app.inject(request)).statusCode);
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect(statuses.slice(3)).toEqual([404, 400, 200, 201]);
    const log = lines.join('');
    // The requests were logged: with the query names kept and their values redacted.
    expect(log).toContain('"url":"/product?access_token=[redacted]"');
    expect(log).toContain('"url":"/product?token=[redacted]&key=[redacted]&code=[redacted]"');
    expect(log).toContain('"url":"/health?[redacted]"');
    expect(log).toContain('"url":"/promotion?register_channel=WEB"');
    for (const secret of [
      TEST_TOKEN,
      ...Object.values(SECRETS),
      'cookie-secret',
      'secretclick',
      'sam.fibre',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('keeps an IPv4 client to its /24 and an IPv6 client to its /48', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/health', remoteAddress: '203.0.113.77' });
    await app.inject({
      method: 'GET',
      url: '/health',
      remoteAddress: '2001:db8:85a3:8d3:1319:8a2e:370:7348',
    });
    const log = lines.join('');
    expect(log).toContain('"remoteAddress":"203.0.113.0"');
    expect(log).toContain('"remoteAddress":"2001:db8:85a3::"');
    expect(log).not.toContain('203.0.113.77');
    expect(log).not.toContain('1319:8a2e');
    expect(log).not.toContain('remotePort');
  });
});
