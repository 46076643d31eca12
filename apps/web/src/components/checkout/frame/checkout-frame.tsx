'use client';

import { type CheckoutStepId, checkoutSteps, isPreorderAction } from '@fibre/domain/checkout-state';
import type { ReactNode } from 'react';
import { buttonClass, TextLink } from '@/components/ui/link-button';
import { useJourney } from '@/state/journey-store';

export interface CheckoutPrimaryAction {
  label: string;
  /** The id of the form this button submits (through the form attribute). */
  formId?: string;
  onClick?: () => void;
  disabled?: boolean;
  busy?: boolean;
}

export interface CheckoutSecondaryLink {
  label: string;
  href: string;
}

export interface CheckoutFrameProps {
  step: CheckoutStepId;
  primary: CheckoutPrimaryAction;
  secondary?: CheckoutSecondaryLink;
  children: ReactNode;
}

/**
 * The frame of each checkout step: the progress bar, the step's content and the footer bar with
 * the primary button and the secondary link.
 */
export function CheckoutFrame({ step, primary, secondary, children }: CheckoutFrameProps) {
  const { checkout } = useJourney();
  const preorder = checkout.order ? isPreorderAction(checkout.order.action) : false;
  const steps = checkoutSteps(preorder);
  const active = steps.findIndex((candidate) => candidate.id === step);
  return (
    <div>
      <nav aria-label="Checkout progress">
        <ol className="flex gap-4">
          {steps.map((candidate, index) => (
            <li key={candidate.id} aria-current={index === active ? 'step' : undefined}>
              {candidate.name}
            </li>
          ))}
        </ol>
        <p className="sr-only">
          Step {active + 1} of {steps.length}
        </p>
      </nav>
      <div className="mt-6">{children}</div>
      <div className="mt-8 flex items-center gap-4">
        {secondary && <TextLink href={secondary.href}>{secondary.label}</TextLink>}
        <button
          type={primary.formId ? 'submit' : 'button'}
          form={primary.formId}
          onClick={primary.onClick}
          disabled={primary.disabled || primary.busy}
          aria-busy={primary.busy || undefined}
          className={buttonClass('primary')}
        >
          {primary.label}
        </button>
      </div>
    </div>
  );
}
