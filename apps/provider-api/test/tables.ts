import type { DatabaseSchema } from '../src/db/schema';

// A record over every table, so a table added to the schema but not here fails to compile: the
// "nothing written" checks of the hostile-input and fuzz suites then cover it too.
const EVERY_TABLE: Record<keyof DatabaseSchema, true> = {
  product: true,
  promotion: true,
  address: true,
  customer: true,
  customer_order: true,
  open_order: true,
  order_review: true,
  idempotency_key: true,
  work_order: true,
  installation_slot: true,
  direct_debit: true,
  payment_request: true,
  outage_registration: true,
  ots_provider: true,
  switch_order: true,
  order_cancellation: true,
  order_confirmation: true,
  charity_vote: true,
  catalogue_version: true,
  postcode_body: true,
  order_state: true,
  order_state_change: true,
  order_event: true,
};

/** Every table of the provider API's database. */
export const TABLES = Object.keys(EVERY_TABLE) as (keyof DatabaseSchema)[];
