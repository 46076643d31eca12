import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STAFF_ROLES,
  hasStaffRole,
  rolesBeyondGranter,
  STAFF_ROLES,
  staffRolesOf,
} from './staff-roles';

describe('staff roles', () => {
  it('are content and orders, content by default', () => {
    expect(STAFF_ROLES).toEqual(['content', 'orders']);
    expect(DEFAULT_STAFF_ROLES).toEqual(['content']);
  });

  it('reads the stored roles, ignoring words that are not roles and anything that is not a list', () => {
    expect(staffRolesOf(['orders', 'content'])).toEqual(['content', 'orders']);
    expect(staffRolesOf(['orders', 'admin', 7])).toEqual(['orders']);
    expect(staffRolesOf(null)).toEqual([]);
    expect(staffRolesOf(undefined)).toEqual([]);
    expect(staffRolesOf('orders')).toEqual([]);
  });

  it('says whether a staff member holds a role; nobody holds none', () => {
    expect(hasStaffRole({ roles: ['content', 'orders'] }, 'orders')).toBe(true);
    expect(hasStaffRole({ roles: ['content'] }, 'orders')).toBe(false);
    expect(hasStaffRole({ roles: ['content'] }, 'content')).toBe(true);
    expect(hasStaffRole({}, 'content')).toBe(false);
    expect(hasStaffRole(null, 'orders')).toBe(false);
    expect(hasStaffRole(undefined, 'content')).toBe(false);
  });

  it('lets a staff member hand on or take away only the roles they hold', () => {
    const both = ['content', 'orders'] as const;
    expect(rolesBeyondGranter(both, [], ['content', 'orders'])).toEqual([]);
    expect(rolesBeyondGranter(both, ['content', 'orders'], ['content'])).toEqual([]);
    expect(rolesBeyondGranter(['content'], ['content'], ['content', 'orders'])).toEqual(['orders']);
    expect(rolesBeyondGranter(['content'], [], ['orders'])).toEqual(['orders']);
    expect(rolesBeyondGranter(['content'], ['content', 'orders'], ['content'])).toEqual(['orders']);
    // Keeping a role one does not hold is no change.
    expect(rolesBeyondGranter(['content'], ['content', 'orders'], ['orders', 'content'])).toEqual([]);
    expect(rolesBeyondGranter(['content'], [], ['content'])).toEqual([]);
  });

  it('refuses words that are not roles whoever grants them', () => {
    expect(rolesBeyondGranter(['content', 'orders'], [], ['admin'])).toEqual(['admin']);
    expect(rolesBeyondGranter(['content', 'orders'], [], [1])).toEqual(['1']);
  });
});
