/**
 * The words of the call-back ('Still in a contract?') and refer-a-friend forms when a field is
 * blank (decision 0433). The spec gives these forms no messages of their own (content-and-api.md
 * §5: 'Their bounds are not shown'), and its generic 'Please enter your details' and 'Field is
 * required' said the same under every field; each of these names the field, in the GOV.UK voice.
 * A wrong (not blank) value keeps the spec's words: 'Email is invalid', 'Phone is invalid',
 * 'Invalid postcode format'.
 */
export const LEAD_FORM_MESSAGES = {
  firstNameRequired: 'Enter your first name',
  lastNameRequired: 'Enter your last name',
  emailRequired: 'Enter your email address',
  phoneRequired: 'Enter your phone number',
  postcodeRequired: 'Enter your postcode',
  /** The uprn and the street name both come from the address chosen in the list. */
  addressRequired: 'Choose your address from the list',
  currentProviderRequired: 'Choose your current provider',
} as const;
