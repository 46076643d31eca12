import { nextOrderStates } from '@fibre/domain/order-lifecycle';
import type { OrderView } from '@fibre/domain/schemas/order-view';
import { customerCodeSchema } from '@fibre/domain/schemas/provider-id';
import { notFound } from 'next/navigation';
import type { AdminViewServerProps } from 'payload';
import { getProducts } from '@/lib/catalogue';
import { provider } from '@/lib/provider';
import { MoveOrderForm } from './move-order-form.client';
import { OrderDetails, OrderHistory } from './order-details';
import { STAFF_ORDER_STATE_LABELS } from './order-words';
import { requireOrdersStaff } from './staff-orders-access';
import { StaffTemplate } from './staff-template';

/** The order number from /admin/orders/{code}, or null when the path holds none. */
function codeFrom(params: AdminViewServerProps['params']): string | null {
  const segments = params?.segments;
  const raw = Array.isArray(segments) ? segments[1] : undefined;
  const parsed = customerCodeSchema.safeParse(typeof raw === 'string' ? decodeURIComponent(raw) : undefined);
  return parsed.success ? parsed.data : null;
}

async function orderFor(code: string): Promise<OrderView | null | 'failed'> {
  try {
    return await provider().findOrder(code);
  } catch {
    return 'failed';
  }
}

/**
 * /admin/orders/{code}: one order, its state and history, and moving it on with a reason, for staff
 * with the `orders` role (decision 0671), read and written through the provider API.
 */
export async function OrderStaffView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult;
  const code = codeFrom(params);
  requireOrdersStaff(req, code ? `/orders/${encodeURIComponent(code)}` : '/orders');
  if (!code) notFound();
  const [order, products] = await Promise.all([orderFor(code), getProducts()]);
  if (order === null) notFound();
  const admin = req.payload.config.routes.admin;
  const frame = { initPageResult, params, searchParams };
  if (order === 'failed') {
    return (
      <StaffTemplate {...frame}>
        <h1>Order {code}</h1>
        <p role="status">
          The order could not be read: the provider’s systems did not answer. Try again in a few minutes.
        </p>
      </StaffTemplate>
    );
  }
  const next = nextOrderStates(order.state);
  return (
    <StaffTemplate {...frame}>
      <p>
        <a href={`${admin}/orders`}>Back to orders</a>
      </p>
      <h1>Order {order.code}</h1>
      <OrderDetails order={order} products={products} />
      <h2>History</h2>
      <OrderHistory history={order.history} />
      <h2>Move the order on</h2>
      {next.length === 0 ? (
        <p>This order is {STAFF_ORDER_STATE_LABELS[order.state].toLowerCase()}: it cannot move on.</p>
      ) : (
        <MoveOrderForm
          code={order.code}
          options={next.map((state) => ({ state, label: STAFF_ORDER_STATE_LABELS[state] }))}
        />
      )}
    </StaffTemplate>
  );
}
