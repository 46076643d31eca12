'use client';

import { BUSINESS_CONTRACT_ENDING_TEXT } from '@fibre/domain/cancellation-rights';
import { PROVIDER_PHONE } from '@fibre/domain/contact-phone';
import { type RefObject, useEffect, useRef } from 'react';
import { PROVIDER_ADDRESS, PROVIDER_CANCELLATION_EMAIL, PROVIDER_NAME } from './direct-debit-guarantee';

/**
 * Opens a collapsed `<details>` while the page prints and closes it again after, so a printed
 * review keeps the model cancellation form (the Regulations want it given in a durable medium)
 * while the screen keeps it folded away. `beforeprint` fires for the page's Print button and for
 * the browser's own print command alike.
 */
export function useOpenWhilePrinting(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    let wasOpen: boolean | null = null;
    const open = () => {
      const details = ref.current;
      if (!details) return;
      wasOpen = details.open;
      details.open = true;
    };
    const restore = () => {
      const details = ref.current;
      if (details && wasOpen !== null) details.open = wasOpen;
      wasOpen = null;
    };
    window.addEventListener('beforeprint', open);
    window.addEventListener('afterprint', restore);
    return () => {
      window.removeEventListener('beforeprint', open);
      window.removeEventListener('afterprint', restore);
    };
  }, [ref]);
}

/**
 * The right to cancel (Consumer Contracts (Information, Cancellation and Additional Charges)
 * Regulations 2013, Schedule 3): the model instructions for a service, with the provider's name,
 * address, phone and e-mail, and the model cancellation form.
 */
export function CancellationRights() {
  const form = useRef<HTMLDetailsElement>(null);
  useOpenWhilePrinting(form);
  return (
    <section aria-labelledby="right-to-cancel-heading" className="mt-10" data-testid="right-to-cancel">
      <h3 id="right-to-cancel-heading" className="text-xl font-bold text-brand-900">
        Your right to cancel
      </h3>
      <div className="mt-3 max-w-3xl space-y-3 text-slate-800">
        <p>
          You have the right to cancel this contract within 14 days without giving any reason. The
          cancellation period will expire after 14 days from the day the contract is concluded, which is the
          day you place this order.
        </p>
        <p>
          To exercise the right to cancel, you must inform us ({PROVIDER_ADDRESS}; phone{' '}
          {PROVIDER_PHONE.display}; e-mail {PROVIDER_CANCELLATION_EMAIL}) of your decision to cancel this
          contract by a clear statement (for example a letter sent by post or an e-mail). You may use the
          model cancellation form below, but it is not obligatory. To meet the cancellation deadline, it is
          enough for you to send your message about exercising the right to cancel before the cancellation
          period has expired.
        </p>
        <p>
          If you cancel this contract, we will reimburse to you all payments received from you, without undue
          delay and not later than 14 days after the day on which we are informed about your decision to
          cancel, using the same means of payment as you used for the initial transaction.
        </p>
        <p>
          If you asked for the service to start during the cancellation period, you will pay us an amount in
          proportion to what has been provided until you told us you were cancelling, compared with the full
          coverage of the contract.
        </p>
      </div>
      <details ref={form} className="mt-4 max-w-3xl rounded-md border border-slate-300 p-4">
        <summary className="cursor-pointer font-semibold text-brand-900 underline">
          Model cancellation form
        </summary>
        <div className="mt-3 space-y-2 text-slate-800" data-testid="model-cancellation-form">
          <p>(Complete and return this form only if you wish to withdraw from the contract)</p>
          <p>
            To {PROVIDER_NAME}, {PROVIDER_ADDRESS}, e-mail {PROVIDER_CANCELLATION_EMAIL}:
          </p>
          <p>
            I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract for the supply of the
            following service [*],
          </p>
          <p>Ordered on [*]/received on [*],</p>
          <p>Name of consumer(s),</p>
          <p>Address of consumer(s),</p>
          <p>Signature of consumer(s) (only if this form is notified on paper),</p>
          <p>Date</p>
          <p>[*] Delete as appropriate.</p>
        </div>
      </details>
    </section>
  );
}

/**
 * What a business is told in place of the right to cancel (decision 0280): the Regulations give
 * that right to consumers only, so a business reads how its contract ends, as its summary says.
 */
export function BusinessContractEnding() {
  return (
    <section
      aria-labelledby="ending-contract-heading"
      className="mt-10"
      data-testid="business-contract-ending"
    >
      <h3 id="ending-contract-heading" className="text-xl font-bold text-brand-900">
        Ending your contract
      </h3>
      <p className="mt-3 max-w-3xl text-slate-800">
        {BUSINESS_CONTRACT_ENDING_TEXT} Call us on {PROVIDER_PHONE.display} ({PROVIDER_PHONE.openingHours}).
      </p>
    </section>
  );
}
