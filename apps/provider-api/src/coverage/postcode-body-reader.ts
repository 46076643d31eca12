import DataLoader from 'dataloader';
import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import type { Executor } from '../db/executor';
import { preparedQuery } from '../db/prepared-query';
import { findPostcodeBody } from './postcode-bodies';

/**
 * The most postcodes one read asks for: about 5 kB of stored body each, so a full batch is a few
 * hundred kB, and a batch this large only forms when that many lookups wait on one turn of the loop.
 */
export const POSTCODE_BODY_BATCH_LIMIT = 64;

const bodiesQuery = preparedQuery((db) =>
  db
    .selectFrom('postcode_body')
    .select(['postcode', 'body'])
    .where('postcode', '=', sql<string>`any(${sql.val<string[]>([])})`),
);

/**
 * Reads the stored lookup body of a normalised postcode (decision 0701). On PostgreSQL the lookups
 * that wait on one turn of the event loop share one round trip: the reads asked for while requests
 * were being parsed go out together, as one named statement, once the loop has handled every socket
 * that was ready. Under light load a batch holds one postcode and answers as `findPostcodeBody`;
 * under load the batches grow with it, and each lookup pays a fraction of a round trip. Nothing is
 * kept once a batch has answered: every lookup reads the table as it stands.
 *
 * SQLite answers in this process with no round trip, so there the reader is `findPostcodeBody`.
 */
export function postcodeBodyReader(
  db: Executor,
  dialect: AppDatabase['dialect'],
): (postcode: string) => Promise<string | undefined> {
  if (dialect !== 'postgres') return (postcode) => findPostcodeBody(db, postcode);
  const loader = new DataLoader<string, string | undefined>((postcodes) => readBatch(db, postcodes), {
    // No memo: a later lookup must see a body written since (decision 0611 deletes it on every write).
    cache: false,
    maxBatchSize: POSTCODE_BODY_BATCH_LIMIT,
    // After the poll phase, not DataLoader's default of the current tick: the requests of every socket
    // the loop found ready have then reached their read.
    batchScheduleFn: (dispatch) => setImmediate(dispatch),
  });
  return (postcode) => loader.load(postcode);
}

async function readBatch(
  db: Executor,
  postcodes: readonly string[],
): Promise<(string | undefined | Error)[]> {
  if (postcodes.length === 1) return [await findPostcodeBody(db, postcodes[0] as string)];
  try {
    const { rows } = await db.executeQuery<{ postcode: string; body: string }>({
      ...bodiesQuery(db),
      parameters: [[...postcodes]],
    });
    const bodies = new Map(rows.map((row) => [row.postcode, row.body]));
    return postcodes.map((postcode) => bodies.get(postcode));
  } catch {
    // One postcode the server refuses must not fail the lookups it was batched with: read each alone,
    // so only its own request gets the error.
    return Promise.all(
      postcodes.map((postcode) =>
        findPostcodeBody(db, postcode).catch((error: unknown) =>
          error instanceof Error ? error : new Error(String(error)),
        ),
      ),
    );
  }
}
