import { randomInt } from 'node:crypto';
import type { SwitchMatchRequest, SwitchMatchResponse } from '@fibre/domain/schemas/switch-match';
import { switchMatchAnswer } from '@fibre/domain/switch-match';
import type { Executor } from '../../db/executor';
import { unprocessable } from '../../http-error';

/**
 * The stand-in for the One Touch Switch hub (decision 0220): a request naming a losing provider
 * the hub knows (the ots_provider table, the current-provider dropdown's list) is matched and
 * answered with the implications of each service; any other RCPID is 422 ots.unknown_provider.
 * `fieldPrefix` names where the request sits in the body ('switch_match.' inside an order).
 */
export async function matchSwitch(
  db: Executor,
  request: SwitchMatchRequest,
  reference: string,
  fieldPrefix = '',
): Promise<SwitchMatchResponse> {
  const provider = await db
    .selectFrom('ots_provider')
    .select(['rcpid', 'name'])
    .where('rcpid', '=', request.rcpid)
    .executeTakeFirst();
  if (!provider) {
    throw unprocessable('ots.unknown_provider', [
      { path: `${fieldPrefix}rcpid`, message: 'Choose a provider from GET /ots/providers' },
    ]);
  }
  return switchMatchAnswer(request, provider, reference);
}

/** No 0/O or 1/I: references are read out over the phone (as customer codes). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A reference for a match made before any order exists: 'OTS-M' and 8 random characters. */
export function newMatchReference(): string {
  let reference = 'OTS-M';
  for (let index = 0; index < 8; index += 1) reference += ALPHABET[randomInt(ALPHABET.length)];
  return reference;
}
