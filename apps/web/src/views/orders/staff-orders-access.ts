import { hasStaffRole } from '@fibre/domain/staff-roles';
import { notFound, redirect } from 'next/navigation';
import type { PayloadRequest } from 'payload';

/**
 * Who may see the Orders views (decision 0670). Payload leaves a custom view's access to the view:
 * nobody signed in goes to the sign-in page and comes back; a staff member without the `orders`
 * role gets the admin's 'not found', as Payload answers a collection they may not read.
 */
export function requireOrdersStaff(req: PayloadRequest, path: string): void {
  const { admin } = req.payload.config.routes;
  if (!req.user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}${path}`)}`);
  if (!hasStaffRole(req.user, 'orders')) notFound();
}
