import type { PayloadRequest, ServerProps } from 'payload';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OrdersDashboardLink, OrdersNavLink } from './orders-nav-link';
import { requireOrdersStaff } from './staff-orders-access';

const config = { routes: { admin: '/admin' } };

function request(user: Record<string, unknown> | null): PayloadRequest {
  // Only the user and the admin's route are read.
  return { user, payload: { config } } as unknown as PayloadRequest;
}

/** What Next.js's redirect() and notFound() threw: their digest names which. */
function thrownBy(run: () => void): string {
  try {
    run();
  } catch (error) {
    return String((error as { digest?: unknown }).digest ?? error);
  }
  return 'nothing';
}

describe('who sees the Orders views', () => {
  it('lets staff with the orders role in', () => {
    expect(thrownBy(() => requireOrdersStaff(request({ roles: ['orders'] }), '/orders'))).toBe('nothing');
  });

  it('sends nobody signed in to the sign-in page and back', () => {
    expect(thrownBy(() => requireOrdersStaff(request(null), '/orders/AB12'))).toContain(
      '/admin/login?redirect=%2Fadmin%2Forders%2FAB12',
    );
  });

  it('answers a content editor with the admin’s not found', () => {
    expect(thrownBy(() => requireOrdersStaff(request({ roles: ['content'] }), '/orders'))).toMatch(/404/);
  });
});

describe('the Orders nav link', () => {
  const props = (user: Record<string, unknown> | null) =>
    ({ user, payload: { config } }) as unknown as ServerProps;

  it('is shown to staff with the orders role only', () => {
    expect(renderToStaticMarkup(<OrdersNavLink {...props({ roles: ['content', 'orders'] })} />)).toContain(
      'href="/admin/orders"',
    );
    expect(renderToStaticMarkup(<OrdersNavLink {...props({ roles: ['content'] })} />)).toBe('');
    expect(renderToStaticMarkup(<OrdersNavLink {...props(null)} />)).toBe('');
    expect(renderToStaticMarkup(<OrdersDashboardLink {...props({ roles: ['orders'] })} />)).toContain(
      'href="/admin/orders"',
    );
    expect(renderToStaticMarkup(<OrdersDashboardLink {...props({ roles: ['content'] })} />)).toBe('');
  });
});
