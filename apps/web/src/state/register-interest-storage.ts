import { isRegisterInterestOrder, type RegisterInterestOrder } from '@fibre/domain/register-interest-order';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { isAddressItem } from '@fibre/domain/stored-address-item';

/**
 * What the register-interest forms keep in this tab's session storage (decision 0362):
 * - the interest address: the address last chosen in the finder when it cannot be ordered now
 *   (/service-unavailable, an area page), the 'postcode item' the form sends. It is not the
 *   confirmed address, which the plans, basket and checkout read, and which such an address must
 *   never become;
 * - the order info of the last register of interest (orderNumber = customerCode = the returned
 *   code, the e-mail, action ROI), which the confirmation-of-interest page reads back.
 * Values read back are checked: storage is the visitor's to change.
 */
export const REGISTER_INTEREST_STORAGE_KEYS = {
  address: 'hb:v1:interest-address',
  order: 'hb:v1:interest-order',
} as const;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function read(key: string): unknown {
  try {
    const text = sessionStore()?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    const store = sessionStore();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the form then asks the visitor to find the address again.
  }
}

/** Keeps (or, with null, forgets) the address the visitor may register interest at. */
export function rememberInterestAddress(item: AddressItem | null): void {
  write(REGISTER_INTEREST_STORAGE_KEYS.address, item);
}

export function readInterestAddress(): AddressItem | null {
  const value = read(REGISTER_INTEREST_STORAGE_KEYS.address);
  return isAddressItem(value) ? value : null;
}

export function rememberInterestOrder(order: RegisterInterestOrder): void {
  write(REGISTER_INTEREST_STORAGE_KEYS.order, order);
}

/** The kept order info when it is the one for `code`, else null. */
export function readInterestOrder(code: string): RegisterInterestOrder | null {
  const value = read(REGISTER_INTEREST_STORAGE_KEYS.order);
  return isRegisterInterestOrder(value) && value.customerCode === code ? value : null;
}
