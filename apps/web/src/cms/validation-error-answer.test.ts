import { ValidationError } from 'payload';
import { describe, expect, it } from 'vitest';
import { validationErrorAnswer } from './validation-error-answer';

const args = { context: {}, req: {} as never };

describe('validationErrorAnswer (decision 0450)', () => {
  it('answers a ValidationError with its field errors, as the admin form reads them', async () => {
    const error = new ValidationError({
      global: 'promo-banner',
      errors: [{ path: 'text', message: 'Not offered' }],
    });
    // A copy of the class from another bundle, its name minified, is not `instanceof` Payload's:
    // only its shape is read.
    const copy = Object.assign(new Error(error.message), {
      name: 'r',
      status: 400,
      data: error.data,
    });
    for (const thrown of [error, copy]) {
      expect(await validationErrorAnswer({ ...args, error: thrown })).toEqual({
        response: {
          errors: [
            {
              name: 'ValidationError',
              message: 'The following field is invalid: text',
              data: expect.objectContaining({ errors: [{ path: 'text', message: 'Not offered' }] }),
            },
          ],
        },
        status: 400,
      });
    }
  });

  it('leaves every other error to Payload', async () => {
    expect(await validationErrorAnswer({ ...args, error: new Error('boom') })).toBeUndefined();
    const noFields = Object.assign(new Error('x'), { name: 'ValidationError', status: 400 });
    expect(await validationErrorAnswer({ ...args, error: noFields })).toBeUndefined();
    const notRefused = Object.assign(new Error('x'), { status: 500, data: { errors: [] } });
    expect(await validationErrorAnswer({ ...args, error: notRefused })).toBeUndefined();
  });
});
