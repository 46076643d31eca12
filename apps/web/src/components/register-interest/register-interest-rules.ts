import {
  type RegisterInterestForm,
  registerInterestFormSchema,
} from '@fibre/domain/schemas/register-interest';
import { firstMessages } from '@/components/form/schema-errors';
import type { FieldMessages } from '@/components/form/use-site-form';
import type { RegisterInterestValues } from './register-interest-values';

/**
 * The register-interest form's rules: the domain's one schema (the route parses the same rules),
 * loaded once the form is shown, not with the page (decision 0586).
 */

/** The domain's one schema's first message per field. */
export function registerInterestMessages(
  values: RegisterInterestValues,
): FieldMessages<RegisterInterestValues> {
  return firstMessages(registerInterestFormSchema.safeParse(values).error?.issues);
}

/** The checked answers as the payload takes them (the phone without its spaces), or null while wrong. */
export function checkedRegisterInterest(values: RegisterInterestValues): RegisterInterestForm | null {
  const parsed = registerInterestFormSchema.safeParse(values);
  return parsed.success ? parsed.data : null;
}
