import { isOrderableNow, orderAddressRefusal } from '@fibre/domain/order-address';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import type { CheckoutOrder } from '@fibre/domain/stored-state';
import type { ContactDetailsOptions, YesNo } from './contact-details-values';

/**
 * What the contact-details step is doing (decision 0200): a pre-order at an address being built,
 * and plain mode (the order exists, the visitor came back to change it, which sends UPDATE).
 */
export interface ContactDetailsMode {
  preorder: boolean;
  plain: boolean;
}

export function contactDetailsMode(
  item: AddressItem | null,
  order: CheckoutOrder | null,
): ContactDetailsMode {
  const preorder =
    item !== null &&
    !isOrderableNow(item) &&
    orderAddressRefusal(item, { kind: 'preorder', postcode: item.postcode, checkExistingCustomer: false }) ===
      null;
  return { preorder, plain: order !== null };
}

/** The rules' options for this address, basket and day. */
export function contactDetailsOptions(input: {
  today: string;
  item: AddressItem | null;
  hasHomePhoneAddon: boolean;
  mode: ContactDetailsMode;
}): ContactDetailsOptions {
  return {
    today: input.today,
    business: input.item?.address_type === 'BUS',
    hasHomePhoneAddon: input.hasHomePhoneAddon,
    // A changed order keeps the Direct Debit choice it was placed with.
    preorder: input.mode.preorder && !input.mode.plain,
  };
}

/** The footer bar's button: where the visitor goes next. */
export function nextLabel(mode: ContactDetailsMode, directDebitNow: YesNo): string {
  if (mode.plain) return 'Save and continue';
  if (!mode.preorder) return 'Continue to installation';
  return directDebitNow === 'no' ? 'Continue to review' : 'Continue to payment';
}

export function stepHeading(mode: ContactDetailsMode): string {
  return mode.preorder ? 'Your pre-order details' : 'Your details';
}

/** Why the submit is disabled, said under the form; nothing while it is enabled or sending. */
export function submitStatus(state: { baseValid: boolean; progressAllowed: boolean; busy: boolean }): string {
  if (state.busy || (state.baseValid && state.progressAllowed)) return '';
  return state.progressAllowed
    ? 'Fill in your details above to continue.'
    : 'You can’t continue online: please call us.';
}
