import { type CalendarDate, longDate } from './calendar';

/**
 * The model cancellation form (Consumer Contracts (Information, Cancellation and Additional
 * Charges) Regulations 2013, Schedule 3, Part B), for a service contract: the words given with
 * every order, and the same notice filled in with the customer's details when they cancel online
 * (decision 0662), so what they send is the form's content and nothing less.
 */

export interface CancellationFormTrader {
  /** The trader's name and geographical address, as the form asks. */
  name: string;
  address: string;
  email: string;
}

export const MODEL_CANCELLATION_FORM_TITLE = 'Model cancellation form';

/** The form as the Regulations give it, with the trader's details put in; '[*]' marks choices. */
export function modelCancellationForm(trader: CancellationFormTrader): string[] {
  return [
    '(Complete and return this form only if you wish to withdraw from the contract)',
    `To ${trader.name}, ${trader.address}, e-mail ${trader.email}:`,
    'I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract for the supply of the following service [*],',
    'Ordered on [*]/received on [*],',
    'Name of consumer(s),',
    'Address of consumer(s),',
    'Signature of consumer(s) (only if this form is notified on paper),',
    'Date',
    '[*] Delete as appropriate.',
  ];
}

export interface CancellationNoticeInput {
  trader: CancellationFormTrader;
  /** The service as the order names it: the plan and each extra. */
  services: readonly string[];
  orderNumber: string;
  orderedOn: CalendarDate;
  name: string;
  address: string;
  date: CalendarDate;
}

export interface CancellationNoticeLine {
  label: string;
  value: string;
}

/** The model form's content filled in for an online cancellation (no signature: it is not on paper). */
export function cancellationNotice(input: CancellationNoticeInput): CancellationNoticeLine[] {
  return [
    { label: 'To', value: `${input.trader.name}, ${input.trader.address}, e-mail ${input.trader.email}` },
    {
      label: 'Notice',
      value: `I hereby give notice that I cancel my contract for the supply of the following service: ${input.services.join(', ')} (order ${input.orderNumber}).`,
    },
    { label: 'Ordered on', value: longDate(input.orderedOn) },
    { label: 'Name of consumer', value: input.name },
    { label: 'Address of consumer', value: input.address },
    { label: 'Date', value: longDate(input.date) },
  ];
}
