import { hasStaffRole } from '@fibre/domain/staff-roles';
import type { ServerProps } from 'payload';

/**
 * The admin nav's Orders link (after the collections), shown only to staff with the `orders` role
 * (decision 0670): a content editor never sees it.
 */
export function OrdersNavLink({ user, payload }: ServerProps) {
  if (!hasStaffRole(user, 'orders')) return null;
  return (
    <a className="nav__link" id="nav-orders" href={`${payload.config.routes.admin}/orders`}>
      <span className="nav__link-label">Orders</span>
    </a>
  );
}

/**
 * The same on the dashboard, under the collections and globals: Payload keeps its nav closed until
 * opened, so the dashboard is where staff look first.
 */
export function OrdersDashboardLink({ user, payload }: ServerProps) {
  if (!hasStaffRole(user, 'orders')) return null;
  return (
    <section aria-labelledby="dashboard-orders" style={{ marginTop: 'calc(var(--base) * 2)' }}>
      <h2 id="dashboard-orders">Orders</h2>
      <p>
        <a href={`${payload.config.routes.admin}/orders`}>Find and move customers’ orders</a>
      </p>
    </section>
  );
}
