import { type Kysely, sql } from 'kysely';

// A migration imports no app code and is never edited once it has landed: later changes are new
// files.
//
// Decision 0381. An address held one open order (decision 0173), so one sign-up at a
// public uprn with a stranger's e-mail stopped the resident ordering online. A claim is now one
// customer's at one address: the primary key is the uprn and the e-mail (trimmed, lower-cased), so
// the same person still cannot order twice at one address however many sign-ups race, while an
// order by someone else goes ahead and gets a row in order_review for the provider to check.
//
// SQLite cannot change a primary key in place, so the table is rebuilt under a new name, filled
// from the old claims (each keeps its customer, time and the customer's e-mail), and renamed back.

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's table types.
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('open_order_by_customer')
    .addColumn('uprn', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('customer_code', 'text', (col) => col.notNull().references('customer.code'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('open_order_by_customer_pkey', ['uprn', 'email'])
    .execute();
  await sql`
    insert into open_order_by_customer (uprn, email, customer_code, created_at)
    select o.uprn, lower(trim(coalesce(c.email, ''))), o.customer_code, o.created_at
    from open_order o join customer c on c.code = o.customer_code
  `.execute(db);
  await db.schema.dropTable('open_order').execute();
  await db.schema.alterTable('open_order_by_customer').renameTo('open_order').execute();
  await db.schema
    .createIndex('open_order_customer_code_idx')
    .on('open_order')
    .column('customer_code')
    .execute();

  await db.schema
    .createTable('order_review')
    .addColumn('customer_code', 'text', (col) => col.primaryKey().references('customer.code'))
    .addColumn('reason', 'text', (col) => col.notNull())
    // JSON array of the codes of the customers whose orders were in progress at the address.
    .addColumn('held_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('order_review').execute();
  await db.schema.dropIndex('open_order_customer_code_idx').execute();
  await db.schema
    .createTable('open_order_by_uprn')
    .addColumn('uprn', 'text', (col) => col.primaryKey())
    .addColumn('customer_code', 'text', (col) => col.notNull().references('customer.code'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // Back to one claim an address: the earliest keeps it.
  await sql`
    insert into open_order_by_uprn (uprn, customer_code, created_at)
    select o.uprn, o.customer_code, o.created_at from open_order o
    where not exists (
      select 1 from open_order p
      where p.uprn = o.uprn
        and (p.created_at < o.created_at or (p.created_at = o.created_at and p.customer_code < o.customer_code))
    )
  `.execute(db);
  await db.schema.dropTable('open_order').execute();
  await db.schema.alterTable('open_order_by_uprn').renameTo('open_order').execute();
}
