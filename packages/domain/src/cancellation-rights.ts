import type { AddressType } from './constants';

/**
 * Who has the 14-day right to cancel (decision 0280). The Consumer Contracts (Information,
 * Cancellation and Additional Charges) Regulations 2013 give it to consumers only: people acting
 * for themselves, not for a business. A home (RES), a person working from home (HWRK: still a
 * person ordering for their home) and a flat in a multi-dwelling building (MSM) are consumers; a
 * business address (BUS) orders as a trader, so it is not told it has that right.
 */
export function hasConsumerCancellationRights(addressType: AddressType): boolean {
  return addressType !== 'BUS';
}

/** How any contract is ended, as the contract summary states it. */
export const NOTICE_TO_LEAVE_TEXT =
  "To leave, give us 30 days' notice by phone or in writing, or switch to another provider, who tells us for you.";

/** What a business is told instead of the right to cancel: the contract summary's own terms. */
export const BUSINESS_CONTRACT_ENDING_TEXT =
  'The 14-day right to cancel is for consumers, so it does not apply to a business contract. ' +
  "You can end your contract by giving us 30 days' notice by phone or in writing, or by switching to " +
  'another provider, who tells us for you. If you leave before the end of the minimum term, you pay ' +
  'the monthly charges left in it, as your contract summary sets out.';
