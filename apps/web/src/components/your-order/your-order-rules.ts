import {
  yourOrderCancelBodySchema,
  yourOrderEmailBodySchema,
  yourOrderInstallationBodySchema,
  yourOrderPhoneBodySchema,
} from '@fibre/domain/schemas/order-changes';
import { firstMessages } from '../form/schema-errors';

/**
 * The order page's change forms' rules: the same domain schemas the same-site routes read their
 * bodies with, in a module the forms load once they are shown rather than with the page (decision 0581).
 */
type Messages<V> = Partial<Record<keyof V, string>>;

function check<V>(
  schema: {
    safeParse(value: unknown): {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  values: V,
): Messages<V> {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : (firstMessages(parsed.error?.issues) as Messages<V>);
}

export const validateSlot = (values: { slot: string }) => check(yourOrderInstallationBodySchema, values);
export const validateCancel = (values: { confirm: boolean; reason: string }) =>
  check(yourOrderCancelBodySchema, values);
export const validatePhone = (values: { phone: string }) => check(yourOrderPhoneBodySchema, values);
export const validateEmail = (values: { email: string }) => check(yourOrderEmailBodySchema, values);
export const validateEmailCode = (values: { email: string; verification_code: string }) =>
  check(yourOrderEmailBodySchema, values);
