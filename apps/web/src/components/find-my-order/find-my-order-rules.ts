import { findMyOrderBodySchema } from '@fibre/domain/schemas/find-my-order';
import { firstMessages } from '../form/schema-errors';

/**
 * Find my order's rules: the same domain schema the same-site route reads its body with, in a
 * module of its own that the form loads once it is shown rather than with the page (decision 0581).
 */
export interface FindMyOrderValues {
  email: string;
  order_number: string;
}

export function validateFindMyOrder(
  values: FindMyOrderValues,
): Partial<Record<keyof FindMyOrderValues, string>> {
  const parsed = findMyOrderBodySchema.safeParse(values);
  return parsed.success ? {} : firstMessages(parsed.error.issues);
}
