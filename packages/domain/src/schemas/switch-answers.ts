import { z } from 'zod';
import { landlineNumberSchema } from './phone';
import { FIELD_MAX_LENGTHS, optionalText, RUN_WITH_OTHER_ERRORS } from './text-field';
import { providerIdRules } from './text-rules';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * The One Touch Switch details the checkout asks once the visitor has asked for switching help and
 * chosen their provider from the list (decision 0291): the account number there (optional, it
 * helps the hub match) and, unless a landline is being kept, whether there is a landline there to
 * stop. They are form answers only: they travel in the order's `switch_match` request, whose own
 * schema checks the same fields again on the server.
 */

export interface SwitchAnswersOptions {
  /** Switching help was asked for and a listed provider chosen: the questions are shown. */
  asked: boolean;
  /** The visitor keeps their landline (it is ported), so the cease question is not asked. */
  keepingLandline: boolean;
}

/** Account numbers are often printed in groups ('AB 1234 5678'); the hub takes them without spaces. */
const withoutSpaces = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value);

const switchAnswersShape = {
  providerAccountNumber: z.preprocess(
    withoutSpaces,
    optionalText(FIELD_MAX_LENGTHS.rcpid, providerIdRules('an account number')),
  ),
  /** A landline at the current provider that should stop when the broadband switches. */
  ceaseLandline: z.boolean({ error: VALIDATION_MESSAGES.selectOption }).optional(),
  ceaseLandlineNumber: z.string({ error: VALIDATION_MESSAGES.telephoneInvalid }).optional(),
};

export function createSwitchAnswersSchema(options: SwitchAnswersOptions) {
  const askCease = options.asked && !options.keepingLandline;
  return z
    .object(switchAnswersShape)
    .superRefine((value, ctx) => {
      if (!options.asked) return;
      if (askCease && value.ceaseLandline === undefined) {
        ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.selectOption, path: ['ceaseLandline'] });
      }
      if (
        askCease &&
        value.ceaseLandline === true &&
        !landlineNumberSchema.safeParse(value.ceaseLandlineNumber).success
      ) {
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION_MESSAGES.telephoneInvalid,
          path: ['ceaseLandlineNumber'],
        });
      }
    }, RUN_WITH_OTHER_ERRORS)
    .transform((value) => ({
      account_number: options.asked ? value.providerAccountNumber || undefined : undefined,
      /** The landline to stop, normalised, or undefined when there is none (or it is kept). */
      cease_landline_number:
        askCease && value.ceaseLandline === true
          ? landlineNumberSchema.parse(value.ceaseLandlineNumber)
          : undefined,
    }));
}

export type SwitchAnswersInput = z.input<ReturnType<typeof createSwitchAnswersSchema>>;
export type SwitchAnswers = z.output<ReturnType<typeof createSwitchAnswersSchema>>;
