import type { Kysely } from 'kysely';

// A migration imports no app code and is never edited once it has landed: later changes are new
// files.
//
// charity_vote: one row per charity chosen on the site's donation tracker (PUT
// /api/donation-tracker, the provider API's POST /charity-vote, decision 0322): the name as chosen
// or typed, and when. No visitor data: the vote is anonymous, the site limits how often a browser
// may vote. Counting by charity reads the index.

// biome-ignore lint/suspicious/noExplicitAny: a migration must not depend on today's table types.
type AnyDatabase = Kysely<any>;

export async function up(db: AnyDatabase): Promise<void> {
  await db.schema
    .createTable('charity_vote')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('charity', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('charity_vote_charity_idx').on('charity_vote').column('charity').execute();
}

export async function down(db: AnyDatabase): Promise<void> {
  await db.schema.dropTable('charity_vote').execute();
}
