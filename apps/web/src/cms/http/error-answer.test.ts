import { errorBodySchema } from '@fibre/domain/schemas/error-body';
import { describe, expect, it } from 'vitest';
import { cmsError, translatePayloadError } from './error-answer';

const payloadAnswer = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'access-control-allow-origin': 'http://127.0.0.1:3000' } });

const VALIDATION = {
  errors: [
    {
      name: 'ValidationError',
      message: 'The following field is invalid: Title',
      data: { errors: [{ path: 'title', message: 'This field is required.', label: 'Title' }] },
    },
  ],
};

describe('translatePayloadError', () => {
  it('gives a caller outside the admin the one error shape, with the fields a save refused', async () => {
    const answer = await translatePayloadError(payloadAnswer(400, VALIDATION), { forAdmin: false });
    const body = errorBodySchema.strict().parse(await answer.json());
    expect([answer.status, body]).toEqual([
      400,
      {
        error: 'cms.invalid_data',
        message: 'Some of the content is not valid.',
        fields: [{ path: 'title', message: 'This field is required.' }],
      },
    ]);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
  });

  it('keeps Payload’s errors for the admin’s form, with the key and no top-level message', async () => {
    const answer = await translatePayloadError(payloadAnswer(400, VALIDATION), { forAdmin: true });
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toEqual({ error: 'cms.invalid_data', errors: VALIDATION.errors });
    expect(body.message).toBeUndefined();
  });

  it.each([
    [401, 'cms.unauthorized', 401],
    [403, 'cms.forbidden', 403],
    [404, 'request.not_found', 404],
    [501, 'request.not_found', 404],
    [409, 'cms.conflict', 409],
    [413, 'request.too_large', 413],
    [500, 'internal.error', 500],
  ])('answers Payload’s %i as %s %i', async (status, key, expected) => {
    const answer = await translatePayloadError(payloadAnswer(status, { errors: [{ message: '<b>x</b>' }] }), {
      forAdmin: false,
    });
    const body = errorBodySchema.strict().parse(await answer.json());
    expect([answer.status, body.error]).toEqual([expected, key]);
    expect(JSON.stringify(body)).not.toContain('<b>');
  });

  it('sends an endpoint’s own refusal in the one shape as it came, to the admin and scripts alike', async () => {
    const own = {
      error: 'auth.unauthorized',
      message: 'That code did not work.',
      fields: [{ path: 'code', message: 'That code did not work.' }],
    };
    for (const forAdmin of [true, false]) {
      const answer = await translatePayloadError(payloadAnswer(401, own), { forAdmin });
      expect([answer.status, await answer.json()]).toEqual([401, own]);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    // Only the one shape, strictly: Payload's own `error` words and extra keys are translated.
    for (const other of [{ error: 'Forbidden' }, { ...own, errors: [] }]) {
      const answer = await translatePayloadError(payloadAnswer(403, other), { forAdmin: false });
      expect(errorBodySchema.strict().parse(await answer.json()).error).toBe('cms.forbidden');
    }
    // A 5xx says nothing more, whoever wrote it.
    const failed = await translatePayloadError(
      payloadAnswer(500, { error: 'internal.error', message: 'SQLITE_BUSY at users' }),
      { forAdmin: true },
    );
    const body = errorBodySchema.strict().parse(await failed.json());
    expect(body.message).not.toContain('SQLITE');
  });

  it('passes a success through untouched', async () => {
    const ok = Response.json({ docs: [] });
    expect(await translatePayloadError(ok, { forAdmin: false })).toBe(ok);
  });

  it('makes its own refusals in the same shape', async () => {
    const answer = cmsError('request.cross_origin');
    expect([answer.status, await answer.json()]).toEqual([
      403,
      { error: 'request.cross_origin', message: 'This request must come from the site itself.' },
    ]);
  });
});
