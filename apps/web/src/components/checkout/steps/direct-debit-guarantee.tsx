import { CONTRACT_SUMMARY_PROVIDER } from '@fibre/domain/contract-summary';
import { DIRECT_DEBIT_GUARANTEE } from '@fibre/domain/direct-debit-guarantee';

/** The collector's name as the site shows it (navigation-data.ts brandName) and its registered address. */
export const PROVIDER_NAME = CONTRACT_SUMMARY_PROVIDER.name;
export const PROVIDER_LEGAL_NAME = CONTRACT_SUMMARY_PROVIDER.legalName;
export const PROVIDER_ADDRESS = `${CONTRACT_SUMMARY_PROVIDER.legalName}, ${CONTRACT_SUMMARY_PROVIDER.address}`;

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
        {DIRECT_DEBIT_GUARANTEE.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        Your payments will show on your bank statement as {PROVIDER_NAME}. Collector: {PROVIDER_ADDRESS}.
      </p>
    </section>
  );
}
