/** The form's answers as typed (content-and-api.md §3 'Register-interest form fields'). */
export interface RegisterInterestValues {
  contact_title: string;
  contact_name: string;
  contact_surname: string;
  email: string;
  phone: string;
  accept_terms: boolean;
  accept_marketing: boolean;
}
export type RegisterInterestField = Extract<keyof RegisterInterestValues, string>;

export const EMPTY_REGISTER_INTEREST: RegisterInterestValues = {
  contact_title: '',
  contact_name: '',
  contact_surname: '',
  email: '',
  phone: '',
  accept_terms: false,
  accept_marketing: false,
};

/** The fields in the order the form shows them: the error summary lists them so. */
export const REGISTER_INTEREST_FIELDS = Object.keys(EMPTY_REGISTER_INTEREST) as RegisterInterestField[];

/** Each field's control id, under the form's prefix (two forms may share a page). */
export function registerInterestIds(prefix: string): Record<RegisterInterestField, string> {
  return Object.fromEntries(REGISTER_INTEREST_FIELDS.map((field) => [field, `${prefix}-${field}`])) as Record<
    RegisterInterestField,
    string
  >;
}

/** Whether a refused field's path is one of the form's own fields (not the chosen address's). */
export function isRegisterInterestField(path: string): path is RegisterInterestField {
  return (REGISTER_INTEREST_FIELDS as readonly string[]).includes(path);
}
