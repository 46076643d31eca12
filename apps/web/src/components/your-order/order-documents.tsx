import { longDate, ukCalendarDate } from '@fibre/domain/calendar';
import { orderStateWords } from '@fibre/domain/order-state-words';
import type { OrderStateChange } from '@fibre/domain/schemas/order-view';
import { buttonClass } from '@/components/ui/link-button';
import { OrderSection } from './order-rows';

/**
 * The order's documents, downloaded through the same-site routes that answer only for the order
 * this browser proved (order-documents-route.ts): no order number in the address.
 */
export function OrderDocuments() {
  return (
    <OrderSection id="order-documents" title="Your documents">
      <ul className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <li>
          <a href="/api/your-order/contract-summary" download className={buttonClass('outline')}>
            Download your contract summary (PDF)
          </a>
        </li>
        <li>
          <a href="/api/your-order/receipt" download className={buttonClass('outline')}>
            Download your receipt (PDF)
          </a>
        </li>
      </ul>
    </OrderSection>
  );
}

/** Each step the order has taken, oldest first, in the customer's words (no staff notes). */
export function OrderHistory({ history }: { history: readonly OrderStateChange[] }) {
  if (history.length === 0) return null;
  const noContext = { installation: null, preorder: false };
  return (
    <OrderSection id="order-history" title="Your order so far">
      <ol className="space-y-2 text-slate-800">
        {history.map((change) => (
          <li key={`${change.changed_at}-${change.to_state}`}>
            <span className="font-semibold">{longDate(ukCalendarDate(new Date(change.changed_at)))}</span>:{' '}
            {orderStateWords(change.to_state, noContext).label}
          </li>
        ))}
      </ol>
    </OrderSection>
  );
}
