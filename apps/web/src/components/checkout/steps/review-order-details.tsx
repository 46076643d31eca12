import { maskedAccountText, slotLabel, sortCodeText } from '@fibre/domain/checkout-steps';
import type { CustomerRecord } from '@fibre/domain/schemas/api-customer';
import type { CheckoutDirectDebit, CheckoutInstallation } from '@fibre/domain/stored-state';
import type { ReactNode } from 'react';

function Row({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between sm:gap-6">
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="text-slate-800 sm:text-right" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

interface ReviewOrderDetailsProps {
  /** The order as the provider API read it back, once read. */
  customer: CustomerRecord | null;
  preorder: boolean;
  /** What this checkout kept: the slot booked and the masked account number. */
  installation: CheckoutInstallation | null;
  directDebit: CheckoutDirectDebit | null;
}

/**
 * The review's 'Your order': who and where, the installation slot and the bank details. The
 * holder and sort code come only from the provider API; the browser keeps the masked number.
 */
export function ReviewOrderDetails({
  customer,
  preorder,
  installation,
  directDebit,
}: ReviewOrderDetailsProps) {
  const workOrder = customer?.work_order ?? null;
  const slot =
    workOrder?.day && workOrder.time
      ? slotLabel(workOrder.day, workOrder.time)
      : (installation?.label ?? null);
  const fromApi = customer?.direct_debit ?? null;
  const kept = fromApi ? null : directDebit;
  return (
    <section aria-labelledby="review-order-heading">
      <h3 id="review-order-heading" className="text-xl font-bold text-brand-900">
        Your order
      </h3>
      <dl className="mt-2 divide-y divide-slate-200" data-testid="review-order">
        {customer && (
          <>
            <Row term="Order number">{customer.code}</Row>
            <Row term="Name">
              {[customer.contact_title, customer.contact_name, customer.contact_surname]
                .filter(Boolean)
                .join(' ')}
            </Row>
            <Row term="E-mail">{customer.email}</Row>
            <Row term="Installation address">
              {[customer.address, customer.postcode].filter(Boolean).join(', ')}
            </Row>
          </>
        )}
        {!preorder && (
          <Row term="Installation" testId="review-installation">
            {slot ?? 'Not booked yet'}
          </Row>
        )}
        {preorder && (
          <Row term="Installation">
            We will book your installation with you when the network at your address is ready.
          </Row>
        )}
        <Row term="Direct Debit" testId="review-direct-debit">
          {fromApi
            ? `${fromApi.account_name}, sort code ${sortCodeText(fromApi.sort_code)}, account ${maskedAccountText(fromApi.account_number)}`
            : kept
              ? `Account ${maskedAccountText(kept.account_number)}`
              : 'No Direct Debit yet: we will ask for it before your service starts.'}
        </Row>
      </dl>
    </section>
  );
}
