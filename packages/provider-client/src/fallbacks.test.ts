import { describe, expect, it } from 'vitest';
import { nullWhenNotFound, orErrorObject, orNull } from './fallbacks';
import { ProviderError } from './provider-error';

const notFound = new ProviderError({
  key: 'customer.not_found',
  status: 404,
  message: 'No customer has that code',
});
const down = new ProviderError({ key: 'service.unavailable', status: 503, message: 'Away' });
const full = new ProviderError({ key: 'slot.full', status: 409, message: 'That slot is full' });
const bug = new TypeError('not a provider failure');

describe('nullWhenNotFound (find...)', () => {
  it('answers the value, null on 404, and throws any other failure', async () => {
    await expect(nullWhenNotFound(Promise.resolve(1))).resolves.toBe(1);
    await expect(nullWhenNotFound(Promise.reject(notFound))).resolves.toBeNull();
    await expect(nullWhenNotFound(Promise.reject(down))).rejects.toBe(down);
    await expect(nullWhenNotFound(Promise.reject(bug))).rejects.toBe(bug);
  });
});

describe('orNull (the spec read semantics)', () => {
  it('answers null on any provider failure, and throws anything else', async () => {
    await expect(orNull(Promise.resolve([1]))).resolves.toEqual([1]);
    await expect(orNull(Promise.reject(notFound))).resolves.toBeNull();
    await expect(orNull(Promise.reject(down))).resolves.toBeNull();
    await expect(orNull(Promise.reject(bug))).rejects.toBe(bug);
  });
});

describe('orErrorObject (the spec installation-slot semantics)', () => {
  it('answers { error, message, status } instead of throwing', async () => {
    await expect(orErrorObject(Promise.resolve('ok'))).resolves.toBe('ok');
    await expect(orErrorObject(Promise.reject(full))).resolves.toEqual({
      error: 'slot.full',
      message: 'That slot is full',
      status: 409,
    });
    await expect(orErrorObject(Promise.reject(bug))).rejects.toBe(bug);
  });
});
