import {
  hasStaffRole,
  rolesBeyondGranter,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffRole,
  staffRolesOf,
} from '@fibre/domain/staff-roles';
import type { AccessArgs, Validate } from 'payload';

/** Only signed-in staff holding the `orders` role: the admin's Orders view and its server function. */
export const ordersStaff = ({ req: { user } }: AccessArgs): boolean => hasStaffRole(user, 'orders');

/**
 * A change of an account's roles is kept only when the staff member making it holds each role it
 * adds or takes away (decision 0670): a content editor cannot make an account, theirs or a new one,
 * that sees orders. The seed and the server (no staff member on the request) set what they must.
 * Checked when the document is saved, not as the admin's form is typed in (its state has no
 * previous value to compare with).
 */
export const validateRolesChange: Validate<unknown[]> = (value, { event, previousValue, req }) => {
  if (event !== 'submit') return true;
  const after: unknown[] = Array.isArray(value) ? value : value == null ? [] : [value];
  // Payload's own check of a select's options is replaced by this one, so it is done here too.
  if (!after.every((role) => (STAFF_ROLES as readonly unknown[]).includes(role))) {
    return 'Choose each role from the list.';
  }
  const granter = req.user ? staffRolesOf(req.user.roles) : STAFF_ROLES;
  const refused = rolesBeyondGranter(granter, staffRolesOf(previousValue), after);
  if (refused.length === 0) return true;
  const names = refused.map((role) => STAFF_ROLE_LABELS[role as StaffRole] ?? role).join(', ');
  return `You can give or take away only the roles you hold yourself: ${names}.`;
};
