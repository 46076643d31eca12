import { longDate, ukCalendarDate } from '@fibre/domain/calendar';
import { hasConsumerCancellationRights } from '@fibre/domain/cancellation-rights';
import { slotLabel } from '@fibre/domain/checkout-steps';
import { isOrderOpen, mayCancelOrder, orderStateWords } from '@fibre/domain/order-state-words';
import type { PlacedOrderFigures } from '@fibre/domain/placed-order-figures';
import type { OrderView } from '@fibre/domain/schemas/order-view';
import { YOUR_ORDER_PATH } from '@fibre/domain/site-paths';
import { TextLink } from '@/components/ui/link-button';
import { OrderDocuments, OrderHistory } from './order-documents';
import { OrderFigures } from './order-figures';
import { OrderRow, OrderSection } from './order-rows';

/** The pages that change an order (built beside this one): reschedule, cancel, contact details. */
export const ORDER_CHANGE_PATHS = {
  installation: `${YOUR_ORDER_PATH}/installation`,
  cancel: `${YOUR_ORDER_PATH}/cancel`,
  contactDetails: `${YOUR_ORDER_PATH}/contact-details`,
} as const;

const dayOf = (instant: string) => longDate(ukCalendarDate(new Date(instant)));

/**
 * The order page (issue 23, decision 0651): where the order is and what happens next in a
 * customer's words, the installation slot, what they pay, the masked Direct Debit, their details,
 * the documents and the way to change or cancel it while it is still on its way.
 */
export function YourOrderView({ order, figures }: { order: OrderView; figures: PlacedOrderFigures }) {
  const words = orderStateWords(order.state, { installation: order.installation, preorder: order.preorder });
  const open = isOrderOpen(order.state);
  const consumer = hasConsumerCancellationRights(order.address?.address_type ?? 'RES');
  return (
    <div data-testid="your-order">
      <div className="rounded-lg bg-brand-900 p-6 text-white">
        <h1 className="text-3xl font-bold">Your order</h1>
        <p className="mt-2 text-lg">
          Order number <strong data-testid="your-order-number">{order.code}</strong>, placed on{' '}
          {dayOf(order.placed_at)}
        </p>
        <p className="mt-4">
          <strong
            className="inline-block rounded bg-white px-3 py-1 text-brand-900"
            data-testid="your-order-state"
          >
            {words.label}
          </strong>
        </p>
        <p className="mt-3 text-lg">{words.summary}</p>
      </div>
      <OrderSection id="order-next" title="What happens next">
        <ol className="list-decimal space-y-2 pl-6 text-slate-800">
          {words.next.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </OrderSection>
      <InstallationSection order={order} open={open} />
      <OrderSection id="order-money" title="What you pay">
        <OrderFigures figures={figures} monthlyPrice={order.monthly_price} />
      </OrderSection>
      <PaymentAndDetails order={order} open={open} />
      <OrderDocuments />
      {mayCancelOrder(order.state) && consumer && (
        <OrderSection
          id="order-cancel"
          title="Cancelling your order"
          action={<TextLink href={ORDER_CHANGE_PATHS.cancel}>Cancel your order</TextLink>}
        >
          <p className="text-slate-800">
            You can cancel within 14 days of placing your order without giving a reason.
          </p>
        </OrderSection>
      )}
      <OrderHistory history={order.history} />
    </div>
  );
}

function InstallationSection({ order, open }: { order: OrderView; open: boolean }) {
  const canMove = open && !order.preorder && order.installation !== null;
  return (
    <OrderSection
      id="order-installation"
      title="Your installation"
      action={
        canMove ? (
          <TextLink href={ORDER_CHANGE_PATHS.installation}>Change your installation date</TextLink>
        ) : undefined
      }
    >
      <dl className="divide-y divide-slate-200">
        <OrderRow term="Address">
          {order.address ? `${order.address.address}, ${order.address.postcode}` : 'Not known'}
        </OrderRow>
        <OrderRow term="Engineer's visit" testId="your-order-installation">
          {order.installation
            ? slotLabel(order.installation.day, order.installation.time)
            : order.preorder
              ? 'We will book it with you when the network at your address is ready.'
              : 'Not booked yet'}
        </OrderRow>
      </dl>
    </OrderSection>
  );
}

function PaymentAndDetails({ order, open }: { order: OrderView; open: boolean }) {
  const { customer, direct_debit: debit } = order;
  const name = [customer.title, customer.first_name, customer.surname].filter(Boolean).join(' ');
  return (
    <>
      <OrderSection id="order-direct-debit" title="Direct Debit">
        <dl className="divide-y divide-slate-200">
          {debit ? (
            <>
              <OrderRow term="Account name">{debit.account_name}</OrderRow>
              <OrderRow term="Sort code" testId="your-order-sort-code">
                Ending {debit.sort_code_last2}
              </OrderRow>
              <OrderRow term="Account number" testId="your-order-account-number">
                Ending {debit.account_number_last2}
              </OrderRow>
            </>
          ) : (
            <OrderRow term="Direct Debit">
              Not set up yet: we will ask for it before your service starts.
            </OrderRow>
          )}
        </dl>
      </OrderSection>
      <OrderSection
        id="order-contact"
        title="Your details"
        action={
          open ? (
            <TextLink href={ORDER_CHANGE_PATHS.contactDetails}>Change your contact details</TextLink>
          ) : undefined
        }
      >
        <dl className="divide-y divide-slate-200">
          <OrderRow term="Name">{name || 'Not given'}</OrderRow>
          <OrderRow term="E-mail">{customer.email ?? 'Not given'}</OrderRow>
          <OrderRow term="Phone">{customer.phone ?? 'Not given'}</OrderRow>
        </dl>
      </OrderSection>
    </>
  );
}
