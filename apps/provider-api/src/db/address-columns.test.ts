import { addressItemSchema } from '@fibre/domain/schemas/address-item';
import { describe, expect, it } from 'vitest';
import { ADDRESS_ITEM_COLUMNS, ADDRESS_VALUE_COLUMNS } from './address-columns';

describe('ADDRESS_ITEM_COLUMNS', () => {
  it('are the fields of an address item, in wire order', () => {
    expect(ADDRESS_ITEM_COLUMNS).toEqual(Object.keys(addressItemSchema.shape));
  });

  it('leave only the uprn key out of the columns an import may change', () => {
    expect(ADDRESS_VALUE_COLUMNS).toEqual(ADDRESS_ITEM_COLUMNS.slice(1));
  });
});
