import { createCheckoutAdditionalSchema } from '@fibre/domain/schemas/checkout-additional';
import { createCheckoutContactSchema } from '@fibre/domain/schemas/checkout-contact';
import { createSwitchAnswersSchema } from '@fibre/domain/schemas/switch-answers';
import { VALIDATION_MESSAGES } from '@fibre/domain/schemas/validation-messages';
import {
  type ContactDetailsOptions,
  type ContactDetailsValues,
  errorsByField,
  type Issue,
  switchAnswersOptions,
  toAdditionalInput,
  toContactInput,
  toSwitchAnswersInput,
} from './contact-details-values';

/**
 * The contact-details step's rules: the domain's zod schemas, in a module of their own that the step
 * loads once it is shown rather than with the page (decision 0581).
 */

/** Every message of the form: the contact schema's, the additional questions' and the pre-order choice. */
export function validateContactDetails(
  values: ContactDetailsValues,
  options: ContactDetailsOptions,
): Partial<Record<keyof ContactDetailsValues, string>> {
  const contact = createCheckoutContactSchema({
    today: options.today,
    business: options.business,
    extraAddress: values.billingSameAsInstallation === 'no',
  }).safeParse(toContactInput(values, options));
  const additional = createCheckoutAdditionalSchema({
    hasHomePhoneAddon: options.hasHomePhoneAddon,
  }).safeParse(toAdditionalInput(values, options));
  const switchAnswers = createSwitchAnswersSchema(switchAnswersOptions(values, options)).safeParse(
    toSwitchAnswersInput(values),
  );
  const issues: Issue[] = [
    ...(contact.success ? [] : contact.error.issues),
    ...(additional.success ? [] : additional.error.issues),
    ...(switchAnswers.success ? [] : switchAnswers.error.issues),
  ];
  if (options.preorder && values.directDebitNow === '') {
    issues.push({ path: ['directDebitNow'], message: VALIDATION_MESSAGES.selectOption });
  }
  return errorsByField(issues);
}
