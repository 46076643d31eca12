import type { AccessArgs, PayloadRequest, TypedUser } from 'payload';
import { describe, expect, it } from 'vitest';
import { anyone } from './anyone';
import { authenticated } from './authenticated';
import { authenticatedOrPublished } from './authenticated-or-published';

function args(user: TypedUser | null): AccessArgs {
  // Only `req.user` is read by the access functions; the rest of a request is irrelevant here.
  return { req: { user } as PayloadRequest };
}

const staff = { id: 1, email: 'staff@example.test', collection: 'users' } as TypedUser;

describe('access functions', () => {
  it('lets anyone read what is public', () => {
    expect(anyone(args(null))).toBe(true);
    expect(anyone(args(staff))).toBe(true);
  });

  it('lets only signed-in staff write', () => {
    expect(authenticated(args(null))).toBe(false);
    expect(authenticated(args(staff))).toBe(true);
  });

  it('shows drafts to staff and only published documents to everyone else', () => {
    expect(authenticatedOrPublished(args(staff))).toBe(true);
    expect(authenticatedOrPublished(args(null))).toEqual({ _status: { equals: 'published' } });
  });
});
