import {
  type AddressItem,
  addressItemListSchema,
  addressItemSchema,
} from '@fibre/domain/schemas/address-item';
import { type UprnChecked, uprnCheckedSchema } from '@fibre/domain/schemas/uprn-checked';
import { nullWhenNotFound } from './fallbacks';
import type { CallOptions, Route, Transport } from './transport';

export const COVERAGE_ROUTES = {
  byPostcode: { method: 'GET', path: '/uprn/uprnByPostcode/{postcode}' },
  byUprn: { method: 'GET', path: '/uprn/{uprn}' },
  checked: { method: 'PUT', path: '/uprn/uprnChecked/{uprn}' },
} as const satisfies Record<string, Route>;

/** Addresses and their coverage. `get...` and writes throw a ProviderError; `find...` returns null on 404. */
export function coverageCalls(transport: Transport) {
  const getAddressByUprn = (uprn: string, options: CallOptions = {}): Promise<AddressItem> =>
    transport.send({
      route: COVERAGE_ROUTES.byUprn,
      params: { uprn },
      answer: addressItemSchema,
      ...options,
    });

  return {
    /** The addresses at a postcode, in natural order (an empty list for a postcode with none). */
    getAddressesByPostcode: (postcode: string, options: CallOptions = {}): Promise<AddressItem[]> =>
      transport.send({
        route: COVERAGE_ROUTES.byPostcode,
        params: { postcode },
        answer: addressItemListSchema,
        ...options,
      }),

    /** An address by uprn; an unknown uprn throws 404 uprn.get.not_found. */
    getAddressByUprn,

    /** An address by uprn, or null for an unknown one. */
    findAddressByUprn: (uprn: string, options: CallOptions = {}) =>
      nullWhenNotFound(getAddressByUprn(uprn, options)),

    /** Records that the website checked the uprn; the answer is the time it was stamped. */
    markUprnChecked: (uprn: string, options: CallOptions = {}): Promise<UprnChecked> =>
      transport.send({
        route: COVERAGE_ROUTES.checked,
        params: { uprn },
        answer: uprnCheckedSchema,
        ...options,
      }),
  };
}
