import { describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER, requestIdOrFresh, validRequestId } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('is carried in the x-request-id header', () => {
    expect(REQUEST_ID_HEADER).toBe('x-request-id');
  });

  it.each([
    'a',
    '0f8fad5b-d9cb-469f-a165-70867728950e',
    '7F000001:C1B2_5F3A1B2C_0001',
    'trace.id-1:2_3',
    'x'.repeat(128),
  ])('keeps %j', (value) => {
    expect(validRequestId(value)).toBe(value);
    expect(requestIdOrFresh(value)).toBe(value);
  });

  it.each([
    ['empty', ''],
    ['too long', 'x'.repeat(129)],
    ['a space', 'a b'],
    ['a newline (log forging)', 'abc\ninjected'],
    ['a quote', 'a"b'],
    ['a slash', 'a/b'],
    ['non-ASCII', 'café'],
    ['repeated (an array of values)', ['a', 'b']],
    ['a number', 42],
    ['absent', undefined],
  ])('refuses %s and makes a fresh UUID instead', (_label, value) => {
    expect(validRequestId(value)).toBeUndefined();
    expect(requestIdOrFresh(value)).toMatch(UUID);
    expect(requestIdOrFresh(value, () => 'made')).toBe('made');
  });

  it('makes a different id each time', () => {
    expect(requestIdOrFresh(undefined)).not.toBe(requestIdOrFresh(undefined));
  });
});
