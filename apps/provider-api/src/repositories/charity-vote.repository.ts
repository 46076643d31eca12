import { newCode } from '../codes';
import type { Executor } from '../db/executor';

export interface CharityVote {
  id: string;
  charity: string;
  created_at: string;
}

/** Records one vote for a charity (decision 0322). */
export async function insertCharityVote(db: Executor, charity: string, now: Date): Promise<CharityVote> {
  const vote = { id: newCode('CV'), charity, created_at: now.toISOString() };
  await db.insertInto('charity_vote').values(vote).execute();
  return vote;
}

/** Votes per charity, most first, then by name: what the operator reads to split the donation. */
export async function countCharityVotes(db: Executor): Promise<{ charity: string; votes: number }[]> {
  const rows = await db
    .selectFrom('charity_vote')
    .select(['charity', (eb) => eb.fn.countAll<number | string | bigint>().as('votes')])
    .groupBy('charity')
    .execute();
  return rows
    .map((row) => ({ charity: row.charity, votes: Number(row.votes) }))
    .sort((a, b) => b.votes - a.votes || a.charity.localeCompare(b.charity));
}
