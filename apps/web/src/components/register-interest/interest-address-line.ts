import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { addressLine } from '@/components/ui/address-panel';

/** The address as the form shows it, or null without one. */
export function interestAddressLine(item: AddressItem | null): { line: string } | null {
  return item ? { line: addressLine(item.address, item.postcode) } : null;
}
