import { z } from 'zod';
import { canProgress, TELECARE_BLOCK_MESSAGE } from '../telecare-answer';
import { landlineNumberSchema } from './phone';
import {
  FIELD_MAX_LENGTHS,
  isMissing,
  optionalText,
  RUN_WITH_OTHER_ERRORS,
  requiredText,
  requiredYesNo,
} from './text-field';
import { providerIdRules, providerNameRules } from './text-rules';
import { VALIDATION_MESSAGES } from './validation-messages';

/**
 * The checkout's additional questions (ordering-journey.md §3 and §5): switching help, keeping
 * the landline, emergency access and telecare, and the current provider (decision 0044).
 */

export { canProgress, TELECARE_BLOCK_MESSAGE };

const additionalShape = {
  needsHelpSwitchingProvider: requiredYesNo(),
  /** Required only with a home-phone add-on; see the options. */
  wantsToRetainExistingLandline: z.boolean({ error: VALIDATION_MESSAGES.selectOption }).optional(),
  hasAlternativeContactMethod: requiredYesNo(),
  hasHealthcareOrMedicalAlarm: requiredYesNo(),
  confirmResponsibility: requiredYesNo(),
  /** The landline to keep; checked only when keeping it. */
  landlineNumber: z.string({ error: VALIDATION_MESSAGES.telephoneInvalid }).optional(),
  /** The current provider's name: typed, or the chosen dropdown option's name. */
  currentProvider: requiredText(
    FIELD_MAX_LENGTHS.providerName,
    VALIDATION_MESSAGES.fieldRequired,
    providerNameRules(),
  ),
  /** The chosen provider's One Touch Switch id; required when switching help is requested. */
  rcpid: optionalText(FIELD_MAX_LENGTHS.rcpid, providerIdRules()),
};

type AdditionalFields = z.output<z.ZodObject<typeof additionalShape>>;

export interface CheckoutAdditionalOptions {
  /** A home-phone add-on is in the basket: the keep-landline question must be answered. */
  hasHomePhoneAddon: boolean;
}

/** The landline to keep, stored normalised, or undefined when not keeping one. */
function keptLandline(value: AdditionalFields): string | undefined {
  if (value.wantsToRetainExistingLandline !== true) return undefined;
  return landlineNumberSchema.parse(value.landlineNumber);
}

function withAdditionalRules<S extends z.ZodType<AdditionalFields>>(
  schema: S,
  options: CheckoutAdditionalOptions,
) {
  return schema
    .superRefine((value, ctx) => {
      const answers = value as Partial<Record<keyof AdditionalFields, unknown>>;
      if (options.hasHomePhoneAddon && answers.wantsToRetainExistingLandline === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION_MESSAGES.selectOption,
          path: ['wantsToRetainExistingLandline'],
        });
      }
      if (
        answers.wantsToRetainExistingLandline === true &&
        !landlineNumberSchema.safeParse(answers.landlineNumber).success
      ) {
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION_MESSAGES.telephoneInvalid,
          path: ['landlineNumber'],
        });
      }
      if (
        answers.needsHelpSwitchingProvider === true &&
        isMissing(answers.rcpid) &&
        !isMissing(answers.currentProvider)
      ) {
        ctx.addIssue({
          code: 'custom',
          message: VALIDATION_MESSAGES.fieldRequired,
          path: ['currentProvider'],
        });
      }
      if (answers.hasHealthcareOrMedicalAlarm === true) {
        ctx.addIssue({
          code: 'custom',
          message: TELECARE_BLOCK_MESSAGE,
          path: ['hasHealthcareOrMedicalAlarm'],
        });
      }
    }, RUN_WITH_OTHER_ERRORS)
    .transform((value) => ({
      ...value,
      landlineNumber: keptLandline(value),
      // Answering 'no' to switching help clears the provider id (ordering-journey.md §4).
      rcpid: value.needsHelpSwitchingProvider ? value.rcpid : undefined,
    }));
}

/** The additional-questions form. */
export function createCheckoutAdditionalSchema(options: CheckoutAdditionalOptions) {
  return withAdditionalRules(z.object(additionalShape), options);
}

/** The same answers inside an API body: unknown fields are refused. */
export function createCheckoutAdditionalBodySchema(options: CheckoutAdditionalOptions) {
  return withAdditionalRules(z.strictObject(additionalShape), options);
}

export type CheckoutAdditionalSchema = ReturnType<typeof createCheckoutAdditionalSchema>;
export type CheckoutAdditionalInput = z.input<CheckoutAdditionalSchema>;
export type CheckoutAdditional = z.output<CheckoutAdditionalSchema>;
