import { ADDRESS_TYPES, MDU_STATUSES } from './address-codes';
import type { AddressItem } from './schemas/address-item';
import { isNullOr, isRecord, isString, oneOf } from './stored-guards';

/** An address item as addressItemSchema accepts it (the uprn 1 to 12 digits, or null). */
export function isAddressItem(value: unknown): value is AddressItem {
  return (
    isRecord(value) &&
    (value.uprn === null || (isString(value.uprn) && /^\d{1,12}$/.test(value.uprn))) &&
    isString(value.address) &&
    isString(value.postcode) &&
    isString(value.coverage) &&
    isNullOr(isString)(value.oss_type) &&
    oneOf(ADDRESS_TYPES)(value.address_type) &&
    typeof value.ismdu === 'boolean' &&
    isNullOr(oneOf(MDU_STATUSES))(value.mdu_status)
  );
}
