import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactLogObject } from './log-redaction';
import { loggerOptions } from './logger';

describe('redactLogObject', () => {
  it('redacts a personal field at the top level and two levels down, not three', () => {
    const logged = {
      email: 'sam@example.com',
      customer: { surname: 'Fibre', code: 'C-1' },
      order: { contact: { phone: '07700900123', ref: 'R-2' }, deep: { a: { sort_code: '12-34-56' } } },
    };
    expect(redactLogObject(logged)).toEqual({
      email: REDACTED,
      customer: { surname: REDACTED, code: 'C-1' },
      order: { contact: { phone: REDACTED, ref: 'R-2' }, deep: { a: { sort_code: '12-34-56' } } },
    });
  });

  it('redacts a body at the top level and one down, and list items as a level', () => {
    expect(redactLogObject({ body: { x: 1 }, request: { body: 'raw' }, a: { b: { body: 'kept' } } })).toEqual(
      {
        body: REDACTED,
        request: { body: REDACTED },
        a: { b: { body: 'kept' } },
      },
    );
    expect(redactLogObject({ orders: [{ email: 'a@b.c', id: 1 }, { id: 2 }] })).toEqual({
      orders: [{ email: REDACTED, id: 1 }, { id: 2 }],
    });
  });

  it('redacts the credential headers of a headers object at the top level or one down, in any case', () => {
    const logged = {
      headers: { authorization: 'Bearer t0ken', accept: 'application/json' },
      upstream: { headers: { Cookie: 'session=s3cret', 'Idempotency-Key': 'idem', 'x-request-id': 'r-1' } },
      notHeaders: { authorization: 'shown: not a headers object' },
    };
    expect(redactLogObject(logged)).toEqual({
      headers: { authorization: REDACTED, accept: 'application/json' },
      upstream: { headers: { Cookie: REDACTED, 'Idempotency-Key': REDACTED, 'x-request-id': 'r-1' } },
      notHeaders: { authorization: 'shown: not a headers object' },
    });
  });

  it('never changes the object logged, and returns it as it is when nothing is redacted', () => {
    const inner = { email: 'sam@example.com', id: 1 };
    const logged = { customer: inner, list: [inner] };
    const redacted = redactLogObject(logged);
    expect(inner.email).toBe('sam@example.com');
    expect(logged.customer).toBe(inner);
    expect(redacted.customer).not.toBe(inner);
    const clean = { code: 'C-1', nested: { ok: true } };
    expect(redactLogObject(clean)).toBe(clean);
  });

  it('leaves the request, reply and error keys to their serializers', () => {
    const request = { email: 'left for the serializer' };
    expect(redactLogObject({ req: request }).req).toBe(request);
  });
});

describe('the API logger', () => {
  function capture() {
    const lines: string[] = [];
    const app = Fastify({ logger: loggerOptions('info', { write: (line: string) => lines.push(line) }) });
    return { log: app.log, lines, close: () => app.close() };
  }

  // A child's bindings are written as given (pino runs no formatter on them): bind identifiers only.
  it('writes no personal field, body or credential from a line, a child logger or an error', async () => {
    const { log, lines, close } = capture();
    log.info({ customer: { email: 'sam@example.com', code: 'C-7' } }, 'signed up');
    log.child({ reqId: 'req-1' }).warn({ contact: { surname: 'Surname-secret' } }, 'child line');
    const error = Object.assign(new Error('refused'), {
      body: { phone: '07700900999' },
      account_number: '99990000',
    });
    log.error({ err: error, upstream: { headers: { authorization: 'Bearer tok-secret' } } }, 'failed');
    log.error(Object.assign(new Error('bare'), { email: 'bare@example.com' }));
    await close();
    const text = lines.join('');
    for (const secret of [
      'sam@example.com',
      'Surname-secret',
      '07700900999',
      '99990000',
      'tok-secret',
      'bare@example.com',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    const [signedUp, child, failed, bare] = lines.map((line) => JSON.parse(line));
    expect(signedUp.customer).toEqual({ email: REDACTED, code: 'C-7' });
    expect(child).toMatchObject({ reqId: 'req-1', contact: { surname: REDACTED }, msg: 'child line' });
    expect(failed.err).toMatchObject({
      type: 'Error',
      message: 'refused',
      body: REDACTED,
      account_number: REDACTED,
    });
    expect(failed.upstream.headers.authorization).toBe(REDACTED);
    expect(bare.err).toMatchObject({ message: 'bare', email: REDACTED });
  });
});
