import { type CalendarDate, longDate } from './calendar';
import { PROVIDER_PHONE } from './contact-phone';
import { CONTRACT_SUMMARY_PROVIDER } from './contract-summary';

/**
 * The right to cancel a service contract in the words of the Consumer Contracts (Information,
 * Cancellation and Additional Charges) Regulations 2013, Schedule 3 (model instructions, Part A;
 * model cancellation form, Part B), with the provider's details filled in. The review step shows
 * them and the confirmation e-mail carries them (the durable medium the Regulations ask for), both
 * from here (decision 0681).
 */

export const PROVIDER_CANCELLATION_EMAIL = 'cancellations@heybroadband.example';

const PROVIDER_POSTAL = `${CONTRACT_SUMMARY_PROVIDER.legalName}, ${CONTRACT_SUMMARY_PROVIDER.address}`;

/** The model instructions on cancellation for a service, paragraph by paragraph. */
export const MODEL_CANCELLATION_INSTRUCTIONS: readonly string[] = [
  'You have the right to cancel this contract within 14 days without giving any reason. The ' +
    'cancellation period will expire after 14 days from the day the contract is concluded, which is the ' +
    'day you place this order.',
  `To exercise the right to cancel, you must inform us (${PROVIDER_POSTAL}; phone ` +
    `${PROVIDER_PHONE.display}; e-mail ${PROVIDER_CANCELLATION_EMAIL}) of your decision to cancel this ` +
    'contract by a clear statement (for example a letter sent by post or an e-mail). You may use the ' +
    'model cancellation form below, but it is not obligatory. To meet the cancellation deadline, it is ' +
    'enough for you to send your message about exercising the right to cancel before the cancellation ' +
    'period has expired.',
  'If you cancel this contract, we will reimburse to you all payments received from you, without undue ' +
    'delay and not later than 14 days after the day on which we are informed about your decision to ' +
    'cancel, using the same means of payment as you used for the initial transaction.',
  'If you asked for the service to start during the cancellation period, you will pay us an amount in ' +
    'proportion to what has been provided until you told us you were cancelling, compared with the full ' +
    'coverage of the contract.',
];

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

/** The provider as the form names it: its trading name, then its legal name and postal address. */
export const PROVIDER_CANCELLATION_TRADER: CancellationFormTrader = {
  name: CONTRACT_SUMMARY_PROVIDER.name,
  address: PROVIDER_POSTAL,
  email: PROVIDER_CANCELLATION_EMAIL,
};

/** The model cancellation form with the provider put in, line by line: the review step and the e-mail. */
export const MODEL_CANCELLATION_FORM: readonly string[] = modelCancellationForm(PROVIDER_CANCELLATION_TRADER);
