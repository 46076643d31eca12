import { CONTRACT_SUMMARY_PROVIDER } from './contract-summary';

/**
 * The Direct Debit Guarantee in the scheme's standard wording, with the provider as the collector.
 * Bacs requires it where the instruction is given (the payment step) and in the written
 * confirmation (the order e-mail): both take it from here.
 */
export const DIRECT_DEBIT_GUARANTEE: readonly string[] = [
  'This Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
  `If there are any changes to the amount, date or frequency of your Direct Debit ${CONTRACT_SUMMARY_PROVIDER.name} will notify you 10 working days in advance of your account being debited or as otherwise agreed. If you request ${CONTRACT_SUMMARY_PROVIDER.name} to collect a payment, confirmation of the amount and date will be given to you at the time of the request.`,
  `If an error is made in the payment of your Direct Debit, by ${CONTRACT_SUMMARY_PROVIDER.name} or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society.`,
  `If you receive a refund you are not entitled to, you must pay it back when ${CONTRACT_SUMMARY_PROVIDER.name} asks you to.`,
  'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.',
];
