import { type Kysely, sql } from 'kysely';

// A migration imports no app code and is never edited once it has landed: later changes are new
// files. Only `text` and `integer` columns, so the same file runs on SQLite and PostgreSQL.

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's table types.
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('product')
    .addColumn('id_product', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text')
    .addColumn('display_description', 'text')
    .addColumn('usp_items', 'text', (col) => col.notNull())
    .addColumn('speed', 'integer', (col) => col.notNull())
    .addColumn('speed_down', 'integer', (col) => col.notNull())
    .addColumn('speed_up', 'integer', (col) => col.notNull())
    .addColumn('category', 'text')
    .addColumn('product_type', 'text', (col) => col.notNull())
    .addColumn('monthly_price_pence', 'integer', (col) => col.notNull())
    .addColumn('preorder_monthly_price_pence', 'integer')
    .addColumn('exclude_vat_price_pence', 'integer')
    .addColumn('first_charge_pence', 'integer', (col) => col.notNull())
    .addColumn('months', 'integer', (col) => col.notNull())
    .addColumn('annual_increase_pence', 'integer', (col) => col.notNull())
    .addColumn('sla', 'text')
    .addColumn('address_type', 'text')
    .addColumn('addons', 'text', (col) => col.notNull())
    .addColumn('display_benefit_tag', 'text')
    .addColumn('display_preorder_benefit_tag', 'text')
    .addColumn('display_original_price_pence', 'integer')
    .addColumn('enabled_for_web', 'integer', (col) => col.notNull())
    .addColumn('display_upfront_cost', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('promotion')
    .addColumn('id_promotion', 'integer', (col) => col.primaryKey())
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('code_upper', 'text', (col) => col.notNull().unique())
    .addColumn('promotion_type', 'text', (col) => col.notNull())
    .addColumn('promotion_value_x100', 'integer', (col) => col.notNull())
    .addColumn('text_to_show', 'text')
    .addColumn('uprn_status', 'text', (col) => col.notNull())
    .addColumn('products', 'text', (col) => col.notNull())
    .addColumn('auto', 'integer', (col) => col.notNull())
    .addColumn('valid', 'integer', (col) => col.notNull())
    .addColumn('register_channel', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('address')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('uprn', 'text', (col) => col.unique())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('postcode', 'text', (col) => col.notNull())
    .addColumn('coverage', 'text', (col) => col.notNull())
    .addColumn('oss_type', 'text')
    .addColumn('address_type', 'text', (col) => col.notNull())
    .addColumn('ismdu', 'integer', (col) => col.notNull())
    .addColumn('mdu_status', 'text')
    .addColumn('checked_at', 'text')
    .execute();
  await db.schema.createIndex('address_postcode_idx').on('address').column('postcode').execute();

  await db.schema
    .createTable('customer')
    .addColumn('code', 'text', (col) => col.primaryKey())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('contact_title', 'text')
    .addColumn('contact_name', 'text')
    .addColumn('contact_surname', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('birthdate', 'text')
    .addColumn('uprn', 'text')
    .addColumn('postcode', 'text')
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('customer_uprn_idx').on('customer').column('uprn').execute();

  await db.schema
    .createTable('customer_order')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_code', 'text', (col) => col.notNull().references('customer.code'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('products', 'text', (col) => col.notNull())
    .addColumn('promotions', 'text', (col) => col.notNull())
    .addColumn('monthly_price_pence', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('customer_order_customer_idx')
    .on('customer_order')
    .column('customer_code')
    .execute();

  await db.schema
    .createTable('idempotency_key')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('response_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('locked_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('idempotency_key_expires_idx')
    .on('idempotency_key')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('work_order')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_code', 'text', (col) => col.notNull().references('customer.code'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('window_end', 'text', (col) => col.notNull())
    .addColumn('slot_day', 'text')
    .addColumn('slot_time', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('work_order_customer_idx').on('work_order').column('customer_code').execute();

  await db.schema
    .createTable('installation_slot')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('time', 'text', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('booked', 'integer', (col) => col.notNull())
    .addUniqueConstraint('installation_slot_day_time_key', ['day', 'time'])
    .addCheckConstraint('installation_slot_booked_range', sql`booked >= 0 and booked <= capacity`)
    .execute();

  await db.schema
    .createTable('direct_debit')
    .addColumn('customer_code', 'text', (col) => col.primaryKey().references('customer.code'))
    .addColumn('account_name', 'text', (col) => col.notNull())
    .addColumn('sort_code', 'text', (col) => col.notNull())
    .addColumn('account_number_last2', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('payment_request')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_code', 'text', (col) => col.notNull().references('customer.code'))
    .addColumn('amount_pence', 'integer', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('redirect_url', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('outage_registration')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('ots_provider')
    .addColumn('rcpid', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  for (const table of [
    'ots_provider',
    'outage_registration',
    'payment_request',
    'direct_debit',
    'installation_slot',
    'work_order',
    'idempotency_key',
    'customer_order',
    'customer',
    'address',
    'promotion',
    'product',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
