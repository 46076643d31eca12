import type { OrderSummary } from '@fibre/domain/schemas/order-view';
import { orderSearchQuerySchema } from '@fibre/domain/schemas/order-view';
import type { AdminViewServerProps } from 'payload';
import { provider } from '@/lib/provider';
import { STAFF_ORDER_STATE_LABELS, ukDateTime } from './order-words';
import { ErrorSummary, FieldError } from './staff-form-parts';
import { requireOrdersStaff } from './staff-orders-access';
import { StaffTemplate } from './staff-template';

type SearchOutcome =
  | { kind: 'none' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed' }
  | { kind: 'found'; search: string; orders: OrderSummary[] };

/** The search the page was asked for, read through the provider API (never the provider's database). */
async function searchFor(raw: unknown): Promise<SearchOutcome> {
  if (raw === undefined) return { kind: 'none' };
  const parsed = orderSearchQuerySchema.safeParse({ search: typeof raw === 'string' ? raw : '' });
  if (!parsed.success) return { kind: 'invalid', message: parsed.error.issues[0]?.message ?? '' };
  try {
    return {
      kind: 'found',
      search: parsed.data.search,
      orders: await provider().searchOrders(parsed.data.search),
    };
  } catch {
    return { kind: 'failed' };
  }
}

function OrdersTable({ admin, orders }: { admin: string; orders: readonly OrderSummary[] }) {
  return (
    <table className="table" style={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, marginBottom: 'calc(var(--base) / 2)' }}>
        {orders.length === 1 ? '1 order' : `${orders.length} orders`}, newest first
      </caption>
      <thead>
        <tr>
          <th scope="col">Order number</th>
          <th scope="col">Customer</th>
          <th scope="col">E-mail</th>
          <th scope="col">Postcode</th>
          <th scope="col">Placed</th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.code}>
            <td>
              <a href={`${admin}/orders/${encodeURIComponent(order.code)}`}>{order.code}</a>
            </td>
            <td>{order.name ?? '—'}</td>
            <td>{order.email ?? '—'}</td>
            <td>{order.postcode ?? '—'}</td>
            <td>{ukDateTime(order.placed_at)}</td>
            <td>{STAFF_ORDER_STATE_LABELS[order.state]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SearchForm({ admin, value, error }: { admin: string; value: string; error: string | undefined }) {
  return (
    <form method="get" action={`${admin}/orders`} noValidate style={{ marginBottom: 'var(--base)' }}>
      <label htmlFor="search" style={{ display: 'block', fontWeight: 600 }}>
        Order number, postcode or e-mail address
      </label>
      <FieldError id="search" message={error} />
      <input
        id="search"
        name="search"
        type="search"
        defaultValue={value}
        maxLength={254}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={error ? 'search-error' : undefined}
        aria-invalid={error ? true : undefined}
        style={{ width: '100%', maxWidth: '30rem', marginRight: 'calc(var(--base) / 2)' }}
      />
      <button type="submit" className="btn btn--style-primary btn--size-medium" style={{ margin: 0 }}>
        Search
      </button>
    </form>
  );
}

/** /admin/orders: staff with the `orders` role find orders by number, postcode or e-mail (decision 0671). */
export async function OrdersSearchView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult;
  requireOrdersStaff(req, '/orders');
  const admin = req.payload.config.routes.admin;
  const raw = searchParams?.search;
  const outcome = await searchFor(Array.isArray(raw) ? raw[0] : raw);
  const error = outcome.kind === 'invalid' ? outcome.message : undefined;
  return (
    <StaffTemplate initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <h1>Orders</h1>
      <ErrorSummary errors={error ? [{ field: 'search', message: error }] : []} />
      <SearchForm admin={admin} value={typeof raw === 'string' ? raw : ''} error={error} />
      {outcome.kind === 'failed' && (
        <p role="status">
          The orders could not be searched: the provider’s systems did not answer. Try again in a few minutes.
        </p>
      )}
      {outcome.kind === 'found' && outcome.orders.length === 0 && (
        <p role="status">
          No order matches ‘{outcome.search}’. Check the order number, postcode or e-mail address.
        </p>
      )}
      {outcome.kind === 'found' && outcome.orders.length > 0 && (
        <OrdersTable admin={admin} orders={outcome.orders} />
      )}
    </StaffTemplate>
  );
}
