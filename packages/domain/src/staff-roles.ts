/**
 * What a staff member may do in the CMS admin (issue 23, decision 0670). `content` edits the site's
 * pages, blocks and globals; `orders` sees customers' orders and moves them on. A content editor
 * without `orders` never sees an order: not its link, its views nor its server function.
 */
export const STAFF_ROLES = ['content', 'orders'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What staff get when nobody chooses: what every account could do before roles existed. */
export const DEFAULT_STAFF_ROLES: readonly StaffRole[] = ['content'];

/** The words the admin shows for each role. */
export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  content: 'Content editor',
  orders: 'Orders',
};

function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * The roles a stored account holds, from whatever the database gave back (a list, null, missing):
 * unknown words are ignored, so a role removed from the code grants nothing.
 */
export function staffRolesOf(value: unknown): StaffRole[] {
  if (!Array.isArray(value)) return [];
  return STAFF_ROLES.filter((role) => value.includes(role));
}

/** Whether a signed-in staff member (or nobody, null) holds `role`. */
export function hasStaffRole(user: { roles?: unknown } | null | undefined, role: StaffRole): boolean {
  return user != null && staffRolesOf(user.roles).includes(role);
}

/**
 * Which roles a change of an account's roles adds or removes that the staff member making it does
 * not hold themselves: a staff member may hand on or take away only what they hold, so a content
 * editor cannot make an account (theirs or a new one) that sees orders. Empty means allowed.
 */
export function rolesBeyondGranter(
  granter: readonly StaffRole[],
  before: readonly StaffRole[],
  after: readonly unknown[],
): string[] {
  const changed = new Set<string>();
  for (const role of after) {
    if (typeof role !== 'string') changed.add(String(role));
    else if (!before.includes(role as StaffRole)) changed.add(role);
  }
  for (const role of before) if (!after.includes(role)) changed.add(role);
  return [...changed].filter((role) => !isStaffRole(role) || !granter.includes(role)).sort();
}
