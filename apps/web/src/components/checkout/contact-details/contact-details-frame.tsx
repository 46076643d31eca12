'use client';

import type { AddressItem } from '@fibre/domain/schemas/address-item';
import type { ReactNode } from 'react';
import { AddressPanel, addressLine } from '@/components/ui/address-panel';
import { CheckoutFrame, type CheckoutPrimaryAction } from '../frame/checkout-frame';
import { StepNotice } from '../steps/step-notice';

interface ContactDetailsFrameProps {
  primary: CheckoutPrimaryAction;
  heading: string;
  item: AddressItem;
  /** A message about the step as a whole (a failed submission). */
  notice: string | null;
  /** The address panel's Change. */
  onChangeAddress(): void;
  children: ReactNode;
}

/** The step's frame: the checkout's own, the heading, the installation address and the step's notice. */
export function ContactDetailsFrame({
  primary,
  heading,
  item,
  notice,
  onChangeAddress,
  children,
}: ContactDetailsFrameProps) {
  return (
    <CheckoutFrame step="details" primary={primary}>
      <h2 className="text-2xl font-bold text-brand-900">{heading}</h2>
      <div className="mt-4">
        <AddressPanel
          id="checkout-address"
          title="Installation address"
          address={addressLine(item.address, item.postcode)}
          onChange={onChangeAddress}
        />
      </div>
      {notice && <StepNotice message={notice} />}
      {children}
    </CheckoutFrame>
  );
}
