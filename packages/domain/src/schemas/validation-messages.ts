/**
 * The words a visitor reads when a field fails. The spec's messages are verbatim
 * (ordering-journey.md §5, content-and-api.md §5); the few the spec leaves out are marked
 * "ours" and written in the same voice.
 */
export const VALIDATION_MESSAGES = {
  required: 'Please enter your details',
  fieldRequired: 'Field is required',
  emailInvalid: 'Email is invalid',
  emailsDoNotMatch: 'Emails do not match',
  phoneInvalid: 'Phone is invalid',
  selectOption: 'Please select an option',
  dateInvalid: 'Please enter a valid date',
  underAge: 'Please confirm that you are at least 18 years old',
  telephoneInvalid: 'Please enter a valid telephone number',
  titleInvalid: 'Please enter a valid title',
  termsRequired: 'You must agree to the terms and conditions to proceed',
  postcodeInvalid: 'Invalid postcode format',
  postcodeNotFound: 'Postcode not found',
  promoCodeInvalid: 'Promo code not valid',
  // ours: a blank code is not an unknown one (decision 0426)
  promoCodeRequired: 'Enter a promo code',
  telecareBlocked: "Sorry, you can't progress with your online order",
  // ours
  companyNumberInvalid: 'Please enter a valid company number',
  // Each bank field names itself when empty, not the generic 'Please enter your details' (decision 0425).
  accountNameRequired: 'Enter the name on the account',
  accountNumberRequired: 'Enter an account number',
  accountNumberInvalid: 'Please enter a valid 8 digit account number',
  sortCodeRequired: 'Enter a sort code',
  sortCodeInvalid: 'Please enter a valid 6 digit sort code',
  authoriseDirectDebit: 'Please confirm that you can authorise Direct Debits on this account',
  charityRequired: 'Please choose a charity',
  charityNameRequired: 'Please enter the name of the charity',
  valueInvalid: 'Please enter a valid value',
  httpsUrlRequired: 'Please enter a secure (https) web address',
  redirectNotAllowed: 'Please enter a page of our own website',
} as const;

/** Shown when a text is longer than its field allows. */
export function tooLongMessage(max: number): string {
  return `Must be ${max} characters or fewer`;
}
