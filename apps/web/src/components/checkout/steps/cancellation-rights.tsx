'use client';

import { BUSINESS_CONTRACT_ENDING_TEXT } from '@fibre/domain/cancellation-rights';
import { PROVIDER_PHONE } from '@fibre/domain/contact-phone';
import {
  MODEL_CANCELLATION_FORM,
  MODEL_CANCELLATION_INSTRUCTIONS,
} from '@fibre/domain/model-cancellation-form';
import { type RefObject, useEffect, useRef } from 'react';

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
        {MODEL_CANCELLATION_INSTRUCTIONS.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <details ref={form} className="mt-4 max-w-3xl rounded-md border border-slate-300 p-4">
        <summary className="cursor-pointer font-semibold text-brand-900 underline">
          Model cancellation form
        </summary>
        <div className="mt-3 space-y-2 text-slate-800" data-testid="model-cancellation-form">
          {MODEL_CANCELLATION_FORM.map((line) => (
            <p key={line}>{line}</p>
          ))}
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
