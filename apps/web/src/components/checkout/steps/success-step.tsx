'use client';

import { hasConsumerCancellationRights } from '@fibre/domain/cancellation-rights';
import { isPreorderAction } from '@fibre/domain/checkout-state';
import { keepsExistingNumber, selectedAddonProducts } from '@fibre/domain/home-phone';
import type { Product } from '@fibre/domain/schemas/product';
import { FIND_MY_ORDER_PATH } from '@fibre/domain/site-paths';
import { useEffect, useRef, useState } from 'react';
import { track } from '@/analytics/events';
import { LinkButton, TextLink } from '@/components/ui/link-button';
import { useJourney } from '@/state/journey-store';
import { StepLoading } from '../step-loading';
import { affiliateCookies, checkoutChannel, purchaseParams } from './checkout-analytics';

interface Confirmed {
  orderNumber: string;
  email: string | null;
  installation: string | null;
  preorder: boolean;
  /** A Direct Debit was set up, so the e-mail carries its confirmation (a pre-order may have none yet). */
  directDebit: boolean;
  /** The order moves an existing landline number. */
  keepsNumber: boolean;
  /** The 14-day right to cancel applies (not to a business: decision 0280). */
  canCancel: boolean;
}

/**
 * /success: the order number and what happens next. On arrival the confirmed order is read once
 * into this component's state, the purchase event is sent (checkout.purchaseSent guards it), and
 * the basket and checkout are cleared, so a reload finds no confirmed order and sends nothing again.
 */
export function SuccessStep({ products }: { products: readonly Product[] }) {
  const journey = useJourney();
  const { hydrated, checkout } = journey;
  const [confirmed, setConfirmed] = useState<Confirmed | null | undefined>(undefined);
  const handled = useRef(false);

  useEffect(() => {
    if (!hydrated || handled.current) return;
    handled.current = true;
    const number = checkout.confirmedOrderNumber;
    if (number === null) {
      setConfirmed(null);
      return;
    }
    const order = checkout.order;
    setConfirmed({
      orderNumber: number,
      email: order?.email ?? null,
      installation: checkout.installation?.label ?? null,
      preorder: order ? isPreorderAction(order.action) : false,
      directDebit: checkout.directDebit !== null,
      keepsNumber: keepsExistingNumber(selectedAddonProducts(journey.basket.addons, products)),
      canCancel: hasConsumerCancellationRights(journey.address.addressItem?.address_type ?? 'RES'),
    });
    if (!checkout.purchaseSent) {
      const cookies = affiliateCookies(document.cookie);
      track(
        'purchase',
        purchaseParams({
          orderNumber: number,
          basket: journey.basket,
          products,
          action: order?.action ?? 'SIGNUP',
          postcode: journey.address.addressItem?.postcode ?? null,
          addressType: journey.address.addressType,
          channel: checkoutChannel(checkout.channel, cookies),
          awc: cookies.awc,
          analyticsParams: checkout.analyticsParams,
        }),
      );
      journey.dispatchCheckout({ type: 'purchase-sent' });
    }
    journey.clearBasketAndCheckout();
  }, [hydrated, checkout, journey, products]);

  if (confirmed === undefined) return <StepLoading />;
  if (confirmed === null) {
    return (
      <div data-testid="success-none">
        <h1 className="text-3xl font-bold text-brand-900">There is no order to show</h1>
        <p className="mt-4 text-slate-700">
          We could not find an order placed in this browser just now. If you placed one, its confirmation is
          in your e-mail, and you can see it with <TextLink href={FIND_MY_ORDER_PATH}>Find my order</TextLink>
          .
        </p>
        <p className="mt-6">
          <LinkButton href="/">Go to the home page</LinkButton>
        </p>
      </div>
    );
  }

  // The e-mail's own words (provider API order-email.ts): the Direct Debit block, or when to expect it.
  const emailTo = confirmed.email ? ` to ${confirmed.email}` : '';
  return (
    <div data-testid="success">
      <div className="rounded-lg bg-brand-900 p-6 text-white">
        <h1 className="text-3xl font-bold">Your order is placed</h1>
        <p className="mt-3 text-lg">
          Your order number is <strong data-testid="success-order-number">{confirmed.orderNumber}</strong>
        </p>
      </div>
      <h2 className="mt-8 text-2xl font-bold text-brand-900">What happens next</h2>
      <ol className="mt-4 max-w-3xl list-decimal space-y-3 pl-6 text-slate-800">
        <li data-testid="success-email">
          {confirmed.directDebit
            ? `We have sent a confirmation e-mail${emailTo} with your contract summary and your Direct Debit confirmation. Keep it for your records.`
            : `We have sent a confirmation e-mail${emailTo} with your contract summary. Keep it for your records. We will ask you to set up your Direct Debit before your service starts.`}
        </li>
        {confirmed.preorder ? (
          <li>
            Your address is still being connected to our network. We will contact you to book your
            installation as soon as it is ready.
          </li>
        ) : (
          <li>
            Our engineer will visit on{' '}
            <strong data-testid="success-installation">
              {confirmed.installation ?? 'the date you chose'}
            </strong>
            . Someone aged 18 or over needs to be at home for the visit.
          </li>
        )}
        <li>
          If you asked us to help you switch, we arrange it with your current provider through One Touch
          Switch: your old service stops when your new broadband goes live, so you are not without a
          connection.
        </li>
        {confirmed.keepsNumber && (
          <li data-testid="success-keep-number">
            Moving your phone number to us takes 2 to 3 weeks after your broadband goes live.
          </li>
        )}
        {confirmed.canCancel && (
          <li>
            You can cancel within 14 days of placing your order. The confirmation e-mail explains how, with
            the model cancellation form.
          </li>
        )}
      </ol>
      <p className="mt-6 text-slate-800" data-testid="success-find-my-order">
        To see where your order is, change your installation date or cancel, use{' '}
        <TextLink href={FIND_MY_ORDER_PATH}>Find my order</TextLink> with your order number and e-mail
        address.
      </p>
      <p className="mt-8">
        <LinkButton href="/" variant="outline">
          Back to the home page
        </LinkButton>
      </p>
    </div>
  );
}
