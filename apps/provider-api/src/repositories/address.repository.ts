import { randomUUID } from 'node:crypto';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { announceAddressesChanged } from '../coverage/address-change-channel';
import { ADDRESS_ITEM_COLUMNS, type AddressItemColumn } from '../db/address-columns';
import { type Executor, toFlag } from '../db/executor';
import { preparedQuery } from '../db/prepared-query';
import type { AddressRow, NewAddress } from '../db/schema';

export function addressToRow(address: AddressItem): NewAddress {
  return {
    id: randomUUID(),
    uprn: address.uprn,
    address: address.address,
    postcode: address.postcode,
    coverage: address.coverage,
    oss_type: address.oss_type,
    address_type: address.address_type,
    ismdu: toFlag(address.ismdu),
    mdu_status: address.mdu_status,
    checked_at: null,
  };
}

export type AddressItemRow = Pick<AddressRow, AddressItemColumn>;

export function rowToAddressItem(row: AddressItemRow): AddressItem {
  return {
    uprn: row.uprn,
    address: row.address,
    postcode: row.postcode,
    coverage: row.coverage,
    oss_type: row.oss_type,
    address_type: row.address_type,
    ismdu: row.ismdu === 1,
    mdu_status: row.mdu_status,
  };
}

export async function insertAddresses(db: Executor, addresses: readonly AddressItem[]): Promise<void> {
  if (addresses.length === 0) return;
  await db.insertInto('address').values(addresses.map(addressToRow)).execute();
  await announceAddressesChanged(db, [...new Set(addresses.map((address) => address.postcode))]);
}

// '2 Spark Lane' before '10 Spark Lane', 'Flat 2' before 'Flat 10': the order a person expects.
const addressOrder = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

/**
 * The lookup's SQL, built and compiled once per database (the query builder and compiler cost more
 * than SQLite's search of the covering index); each call only swaps the parameter.
 */
const postcodeLookup = preparedQuery((db) =>
  db.selectFrom('address').select(ADDRESS_ITEM_COLUMNS).where('postcode', '=', ''),
);

/**
 * The addresses of a normalised postcode ('HB1 1AA'), in natural address order. Only the item
 * columns, so the lookup reads the covering index `address_postcode_items_idx` and never the table.
 */
export async function findAddressesByPostcode(db: Executor, postcode: string): Promise<AddressItemRow[]> {
  const { rows } = await db.executeQuery<AddressItemRow>({ ...postcodeLookup(db), parameters: [postcode] });
  return orderAddressRows(rows);
}

/** A postcode's address rows in natural address order ('2 Spark Lane' before '10 Spark Lane'), in place. */
export function orderAddressRows<Row extends { address: string }>(rows: Row[]): Row[] {
  return rows.sort((a, b) => addressOrder.compare(a.address, b.address));
}

export async function findAddressByUprn(db: Executor, uprn: string): Promise<AddressRow | undefined> {
  return db.selectFrom('address').selectAll().where('uprn', '=', uprn).executeTakeFirst();
}

/** Whether the inventory holds any address at the normalised postcode. */
export async function postcodeIsKnown(db: Executor, postcode: string): Promise<boolean> {
  const row = await db
    .selectFrom('address')
    .select('id')
    .where('postcode', '=', postcode)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the uprn as checked now; false when no address has that uprn. */
export async function markUprnChecked(db: Executor, uprn: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('address')
    .set({ checked_at: now.toISOString() })
    .where('uprn', '=', uprn)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
