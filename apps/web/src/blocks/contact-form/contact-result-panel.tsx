import type { Ref } from 'react';

export type ContactResult =
  | { kind: 'success' | 'failure'; message: string }
  | { kind: 'refused'; message: string };

/**
 * The result panel (§4 'Contact form'): the success message, or the failure message with a failure
 * icon, or a refusal that keeps the form as typed (too many messages, the bot check; decision 0388).
 * The wrapper takes focus so the outcome is heard.
 */
export function ContactResultPanel({
  result,
  ref,
}: {
  result: ContactResult | null;
  ref: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} tabIndex={-1} className="focus:outline-none">
      {result?.kind === 'success' ? (
        <div
          role="status"
          className="mb-6 flex items-start gap-3 rounded-2xl border-2 border-green-700 bg-green-50 p-6"
        >
          <span aria-hidden="true" className="text-2xl text-green-700">
            ✓
          </span>
          <p className="font-semibold text-slate-900">{result.message}</p>
        </div>
      ) : null}
      {result !== null && result.kind !== 'success' ? (
        <div
          role="alert"
          data-testid={result.kind === 'refused' ? 'contact-form-refusal' : undefined}
          className="mb-6 flex items-start gap-3 rounded-2xl border-2 border-red-700 bg-red-50 p-6"
        >
          <span aria-hidden="true" className="text-2xl text-red-700">
            ✕
          </span>
          <p className="font-semibold text-slate-900">{result.message}</p>
        </div>
      ) : null}
    </div>
  );
}
