import type { AddressRow } from './schema';

/**
 * The columns of an address item, in wire order. One list serves three places that must agree: the
 * finder's lookup reads exactly these (all held by the postcode's covering index), the nightly
 * coverage file has them as its header, and the import writes them.
 */
export const ADDRESS_ITEM_COLUMNS = [
  'uprn',
  'address',
  'postcode',
  'coverage',
  'oss_type',
  'address_type',
  'ismdu',
  'mdu_status',
] as const satisfies readonly (keyof AddressRow)[];
export type AddressItemColumn = (typeof ADDRESS_ITEM_COLUMNS)[number];

/** What an import line may change on a known address: every item column but the uprn it is keyed by. */
export type AddressValueColumn = Exclude<AddressItemColumn, 'uprn'>;
export const ADDRESS_VALUE_COLUMNS: readonly AddressValueColumn[] = ADDRESS_ITEM_COLUMNS.filter(
  (column): column is AddressValueColumn => column !== 'uprn',
);
