import type { AddressItem } from '@fibre/domain/schemas/address-item';
import type { CallMeBody } from '@fibre/domain/schemas/customer-requests';

/**
 * The call-me form's fields in the order shown (content-and-api.md §5 'call-me': email,
 * contact_name, contact_surname, uprn, postcode, street_name, phone, current_provider). The uprn
 * and street name come from the address chosen, so their messages show on the address choice.
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

/** The form's values: the texts as typed and the uprn of the address chosen. */
export type CallMeValues = Record<CallMeField, string>;

export const EMPTY_CALL_ME: CallMeValues = {
  contact_name: '',
  contact_surname: '',
  email: '',
  phone: '',
  postcode: '',
  address: '',
  current_provider: '',
};

/** Where a body path's message is shown (the route's refusal, the schema's issues). */
export function callMeFieldOf(path: string): CallMeField | null {
  if (path === 'uprn' || path === 'street_name') return 'address';
  return (CALL_ME_FIELDS as readonly string[]).includes(path) ? (path as CallMeField) : null;
}

/** The street line of an address from the list ('1 Fibre Street, Demoton' gives '1 Fibre Street'). */
export function streetNameOf(address: AddressItem | undefined): string {
  return address?.address.split(',')[0]?.trim() ?? '';
}

/** The body POST /api/customer-callMe takes, from the values and the address chosen. */
export function callMeBody(values: CallMeValues, address: AddressItem | undefined): CallMeBody {
  return {
    email: values.email,
    contact_name: values.contact_name,
    contact_surname: values.contact_surname,
    uprn: values.address,
    postcode: values.postcode,
    street_name: streetNameOf(address),
    phone: values.phone,
    current_provider: values.current_provider,
  };
}
