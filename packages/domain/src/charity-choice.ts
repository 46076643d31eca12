import type { CharityChoice } from './schemas/charity';

/**
 * The charity vote's constants and chosen name without zod, so the browser's vote reads them without
 * the schemas in its first load (decision 0588); schemas/charity.ts re-exports them for the server.
 */

/** The value of the 'Other' card. */
export const OTHER_CHARITY = 'Other';
/** Where the browser remembers the vote (7 days, CHARITY_CHOICE_TTL_MS). */
export const CHARITY_CHOICE_STORAGE_KEY = 'donateChoiceCompleted';
export const CHARITY_ALREADY_CHOSEN_MESSAGE = 'Thanks! You have already chosen a charity!';

/** The name to record: the typed name for 'Other', else the chosen card's charity. */
export function chosenCharityName(choice: CharityChoice): string {
  return choice.charity === OTHER_CHARITY ? (choice.other_name ?? '') : choice.charity;
}
