import { z } from 'zod';
import { OTHER_CHARITY } from '../charity-choice';
import {
  FIELD_MAX_LENGTHS,
  isMissing,
  optionalText,
  RUN_WITH_OTHER_ERRORS,
  requiredText,
} from './text-field';
import { organisationNameRules } from './text-rules';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * The choose-a-charity vote (content-and-api.md §4 and §5): a charity card is chosen, or the
 * 'Other' card with a typed name. PUT /api/donation-tracker records the chosen name.
 */

// Without zod for the browser's vote (decision 0588); re-exported so server imports stay as they were.
export {
  CHARITY_ALREADY_CHOSEN_MESSAGE,
  CHARITY_CHOICE_STORAGE_KEY,
  chosenCharityName,
  OTHER_CHARITY,
} from '../charity-choice';

/** A charity's name, as a card names it or a visitor types it: the organisation names' characters (0171). */
const charityNameRules = organisationNameRules('a charity name');

export const charityChoiceSchema = z
  .object({
    charity: requiredText(FIELD_MAX_LENGTHS.charity, VALIDATION_MESSAGES.charityRequired, charityNameRules),
    /** The typed name when the 'Other' card is chosen. */
    other_name: optionalText(FIELD_MAX_LENGTHS.charity, charityNameRules),
  })
  .superRefine((choice, ctx) => {
    if (choice.charity === OTHER_CHARITY && isMissing(choice.other_name)) {
      ctx.addIssue({
        code: 'custom',
        message: VALIDATION_MESSAGES.charityNameRequired,
        path: ['other_name'],
      });
    }
  }, RUN_WITH_OTHER_ERRORS);
export type CharityChoiceInput = z.input<typeof charityChoiceSchema>;
export type CharityChoice = z.output<typeof charityChoiceSchema>;

/**
 * PUT /api/donation-tracker and the provider API's POST /charity-vote (decision 0322): the name to
 * record, as chosenCharityName gives it.
 */
export const donationTrackerBodySchema = z.strictObject({
  charity: requiredText(FIELD_MAX_LENGTHS.charity, VALIDATION_MESSAGES.charityRequired, charityNameRules),
});
export type DonationTrackerBody = z.output<typeof donationTrackerBodySchema>;

/** POST /charity-vote's answer: the vote as recorded. */
export const charityVoteResponseSchema = z.object({
  id_vote: z.string(),
  charity: z.string(),
  created_at: z.string(),
});
export type CharityVoteResponse = z.output<typeof charityVoteResponseSchema>;

/** GET /charity-vote/totals: votes per charity, most first, then by name. */
export const charityVoteTotalsSchema = z.array(
  z.object({ charity: z.string(), votes: z.number().int().min(0) }),
);
export type CharityVoteTotals = z.output<typeof charityVoteTotalsSchema>;
