/**
 * The order-change forms' words, apart from their schemas (schemas/order-changes.ts) so a form
 * reads them without loading zod in the browser (decision 0603).
 */

/** Words the forms show (ours, in the spec's voice). */
export const ORDER_CHANGE_MESSAGES = {
  chooseSlot: 'Choose a new day and time for your installation',
  sameSlot: 'Choose a different day or time from the one already booked',
  phoneRequired: 'Enter a phone number, like 01632 960 001 or 07700 900 982',
  phoneInvalid: 'Enter a UK phone number, like 01632 960 001 or 07700 900 982',
  emailRequired: 'Enter your new e-mail address',
  emailInvalid: 'Enter an e-mail address in the correct format, like name@example.com',
  sameEmail: 'This is already the e-mail address of your order',
  nothingToChange: 'Enter a new phone number or e-mail address',
  confirmCancel: 'Select that you want to cancel your order',
} as const;
