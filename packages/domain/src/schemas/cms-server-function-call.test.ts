import { describe, expect, it } from 'vitest';
import { cmsServerFunctionArgumentsSchema, cmsServerFunctionCallSchema } from './cms-server-function-call';

describe('the CMS admin’s server-function call', () => {
  it('takes the calls the admin makes', () => {
    expect(cmsServerFunctionCallSchema.safeParse({ name: 'form-state', args: { id: 1 } }).success).toBe(true);
    expect(cmsServerFunctionCallSchema.safeParse({ name: 'slugify' }).success).toBe(true);
    expect(cmsServerFunctionArgumentsSchema.safeParse([{ name: 'render-list', args: {} }]).success).toBe(
      true,
    );
  });

  it.each([
    ['no argument', []],
    ['null (a 500 in the HTTP fuzz suite: decision 0383)', [null, {}]],
    ['two calls', [{ name: 'form-state' }, { name: 'form-state' }]],
    ['no name', [{ args: {} }]],
    ['a name that is not a handler’s shape', [{ name: '__proto__' }]],
    ['args that are not an object', [{ name: 'form-state', args: [1] }]],
  ])('refuses %s', (_name, value) => {
    expect(cmsServerFunctionArgumentsSchema.safeParse(value).success).toBe(false);
  });
});
