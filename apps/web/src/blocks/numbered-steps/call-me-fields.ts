import type { AddressItem } from '@fibre/domain/schemas/address-item';

/**
 * The call-me form's fields in the order shown (content-and-api.md §5 'call-me': email,
 * contact_name, contact_surname, uprn, postcode, street_name, phone, current_provider). The uprn
 * and street name come from the address chosen, so their errors show on the address choice.
 */
export const CALL_ME_FIELDS = [
  'contact_name',
  'contact_surname',
  'email',
  'phone',
  'postcode',
  'address',
  'current_provider',
] as const;
export type CallMeField = (typeof CALL_ME_FIELDS)[number];

/** Where the server's field error (its body path) is shown. */
function callMeFieldOf(path: string): CallMeField | null {
  if (path === 'uprn' || path === 'street_name') return 'address';
  return (CALL_ME_FIELDS as readonly string[]).includes(path) ? (path as CallMeField) : null;
}

/** The street line of an address from the list ('1 Fibre Street, Demoton' gives '1 Fibre Street'). */
export function streetNameOf(address: AddressItem | undefined): string {
  return address?.address.split(',')[0]?.trim() ?? '';
}

/** The first message per shown field of the route's `fields`, in the form's order. */
export function callMeFieldErrors(
  fields: readonly { path: string; message: string }[] | undefined,
): Partial<Record<CallMeField, string>> {
  const errors: Partial<Record<CallMeField, string>> = {};
  for (const { path, message } of fields ?? []) {
    const field = callMeFieldOf(path);
    if (field && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}
