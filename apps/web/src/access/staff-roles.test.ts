import type { AccessArgs, PayloadRequest, TypedUser } from 'payload';
import { describe, expect, it } from 'vitest';
import { ordersStaff, validateRolesChange } from './staff-roles';

function staff(roles: TypedUser['roles']): TypedUser {
  return { id: 1, email: 'staff@example.test', collection: 'users', roles } as TypedUser;
}

function args(user: TypedUser | null): AccessArgs {
  // Only `req.user` is read by the access functions; the rest of a request is irrelevant here.
  return { req: { user } as PayloadRequest };
}

type ValidateOptions = Parameters<typeof validateRolesChange>[1];

function saved(
  user: TypedUser | null,
  previousValue: unknown[] | undefined,
  event: 'submit' | 'onChange' = 'submit',
) {
  // The validator reads only the event, the previous value and the staff member on the request.
  return { event, previousValue, req: { user } as PayloadRequest } as ValidateOptions;
}

describe('the orders role', () => {
  it('lets only staff holding it see orders', () => {
    expect(ordersStaff(args(staff(['content', 'orders'])))).toBe(true);
    expect(ordersStaff(args(staff(['orders'])))).toBe(true);
    expect(ordersStaff(args(staff(['content'])))).toBe(false);
    expect(ordersStaff(args(staff(null)))).toBe(false);
    expect(ordersStaff(args(null))).toBe(false);
  });
});

describe('a change of roles', () => {
  it('is kept when the staff member holds each role it adds or removes', () => {
    const both = staff(['content', 'orders']);
    expect(validateRolesChange(['content', 'orders'], saved(both, ['content']))).toBe(true);
    expect(validateRolesChange(['content'], saved(both, ['content', 'orders']))).toBe(true);
    expect(validateRolesChange(['content'], saved(staff(['content']), ['content']))).toBe(true);
  });

  it('is refused, in words, when a content editor gives or takes away orders', () => {
    const editor = staff(['content']);
    expect(validateRolesChange(['content', 'orders'], saved(editor, ['content']))).toBe(
      'You can give or take away only the roles you hold yourself: Orders.',
    );
    expect(validateRolesChange(['content'], saved(editor, ['content', 'orders']))).toBe(
      'You can give or take away only the roles you hold yourself: Orders.',
    );
    // A new account (no previous value) with orders, made by an editor.
    expect(validateRolesChange(['orders'], saved(editor, undefined))).not.toBe(true);
  });

  it('takes only the listed roles, whoever sets them', () => {
    expect(validateRolesChange(['content', 'admin'], saved(staff(['content', 'orders']), []))).toBe(
      'Choose each role from the list.',
    );
    expect(validateRolesChange(['root'], saved(null, undefined))).toBe('Choose each role from the list.');
  });

  it('is left to the seed and the server, and to the save rather than the typing', () => {
    expect(validateRolesChange(['content', 'orders'], saved(null, undefined))).toBe(true);
    expect(validateRolesChange(['orders'], saved(staff(['content']), ['content'], 'onChange'))).toBe(true);
  });
});
