import { formatPrice, penceFromPounds } from '@fibre/domain/money';
import type { OrderView } from '@fibre/domain/schemas/order-view';
import type { Product } from '@fibre/domain/schemas/product';
import type { ReactNode } from 'react';
import { STAFF_ORDER_STATE_LABELS, ukDateTime } from './order-words';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', padding: '4px 0' }}>
      <dt style={{ fontWeight: 600, minWidth: '12rem' }}>{term}</dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </div>
  );
}

function customerName(customer: OrderView['customer']): string {
  const name = [customer.title, customer.first_name, customer.surname].filter(Boolean).join(' ');
  return name === '' ? '—' : name;
}

function productNames(ids: readonly number[], products: readonly Product[] | null): string {
  const named = ids.map((id) => {
    const product = products?.find((each) => each.id_product === id);
    return product ? (product.display_name ?? product.name) : `Product ${id}`;
  });
  return named.length === 0 ? '—' : named.join(', ');
}

/** The order as the provider API holds it: who, where, what, when and how it is paid (masked). */
export function OrderDetails({ order, products }: { order: OrderView; products: readonly Product[] | null }) {
  const { customer, address, installation, direct_debit: debit } = order;
  return (
    <dl style={{ margin: '0 0 var(--base)' }}>
      <Row term="State">{STAFF_ORDER_STATE_LABELS[order.state]}</Row>
      <Row term="Placed">{ukDateTime(order.placed_at)}</Row>
      <Row term="Customer">{customerName(customer)}</Row>
      <Row term="E-mail address">{customer.email ?? '—'}</Row>
      <Row term="Phone number">{customer.phone ?? '—'}</Row>
      <Row term="Address">
        {address ? `${address.address}, ${address.postcode} (UPRN ${address.uprn})` : '—'}
      </Row>
      <Row term="Plan and extras">{productNames(order.products, products)}</Row>
      <Row term="Promotions">{order.promotions.length === 0 ? 'None' : order.promotions.join(', ')}</Row>
      <Row term="Monthly price">
        {order.monthly_price === null ? '—' : `${formatPrice(penceFromPounds(order.monthly_price))} a month`}
      </Row>
      <Row term="Installation">
        {installation
          ? `${installation.day}, ${installation.time} (work order ${installation.work_order_id})`
          : order.preorder
            ? 'Pre-order: booked once the network reaches the address'
            : 'Not booked'}
      </Row>
      <Row term="Direct Debit">
        {debit
          ? `${debit.account_name}, sort code ending ${debit.sort_code_last2}, account ending ${debit.account_number_last2}`
          : '—'}
      </Row>
      <Row term="Switching">
        {order.switch_order
          ? `From ${order.switch_order.losing_provider.name} (reference ${order.switch_order.reference})`
          : 'No switch'}
      </Row>
      <Row term="Start within 14 days">
        {order.start_within_cancellation_period ? 'Yes, asked for' : 'No'}
      </Row>
    </dl>
  );
}

/** The audit trail: every move with its time, who made it and why, oldest first. */
export function OrderHistory({ history }: { history: OrderView['history'] }) {
  return (
    <table
      className="table"
      style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 'var(--base)' }}
    >
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>History, oldest first</caption>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col">By</th>
          <th scope="col">Reason</th>
        </tr>
      </thead>
      <tbody>
        {history.map((change) => (
          <tr key={`${change.changed_at}-${change.to_state}`}>
            <td>{ukDateTime(change.changed_at)}</td>
            <td>{change.from_state ? STAFF_ORDER_STATE_LABELS[change.from_state] : '—'}</td>
            <td>{STAFF_ORDER_STATE_LABELS[change.to_state]}</td>
            <td>{change.actor}</td>
            <td style={{ whiteSpace: 'pre-wrap' }}>{change.reason}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
