/** The collector's name as the site shows it (navigation-data.ts brandName) and its registered address. */
export const PROVIDER_NAME = 'Hey!Broadband';
export const PROVIDER_LEGAL_NAME = 'Hey!Broadband Ltd';
export const PROVIDER_ADDRESS = 'Hey!Broadband Ltd, 1 Fibre Street, Demoton HB1 1AA';
export const PROVIDER_CANCELLATION_EMAIL = 'cancellations@heybroadband.example';

/**
 * The Direct Debit Guarantee in full, in the scheme's standard wording, with the provider as the
 * collector (Bacs requires it on the page where the instruction is given).
 */
export function DirectDebitGuarantee() {
  return (
    <section
      aria-labelledby="direct-debit-guarantee-heading"
      className="mt-10 max-w-2xl rounded-lg border-2 border-slate-400 p-5"
      data-testid="direct-debit-guarantee"
    >
      <h3 id="direct-debit-guarantee-heading" className="text-lg font-bold text-slate-900">
        The Direct Debit Guarantee
      </h3>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-800">
        <li>
          This Guarantee is offered by all banks and building societies that accept instructions to pay Direct
          Debits.
        </li>
        <li>
          If there are any changes to the amount, date or frequency of your Direct Debit {PROVIDER_NAME} will
          notify you 10 working days in advance of your account being debited or as otherwise agreed. If you
          request {PROVIDER_NAME} to collect a payment, confirmation of the amount and date will be given to
          you at the time of the request.
        </li>
        <li>
          If an error is made in the payment of your Direct Debit, by {PROVIDER_NAME} or your bank or building
          society, you are entitled to a full and immediate refund of the amount paid from your bank or
          building society.
        </li>
        <li>
          If you receive a refund you are not entitled to, you must pay it back when {PROVIDER_NAME} asks you
          to.
        </li>
        <li>
          You can cancel a Direct Debit at any time by simply contacting your bank or building society.
          Written confirmation may be required. Please also notify us.
        </li>
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        Your payments will show on your bank statement as {PROVIDER_NAME}. Collector: {PROVIDER_ADDRESS}.
      </p>
    </section>
  );
}
