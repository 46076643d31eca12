import type { Ref } from 'react';
import { FailurePanel, SuccessPanel } from '@/components/form/form-outcome';

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
        <div className="mb-6">
          <SuccessPanel title={result.message} />
        </div>
      ) : null}
      {result !== null && result.kind !== 'success' ? (
        <FailurePanel
          message={result.message}
          testId={result.kind === 'refused' ? 'contact-form-refusal' : undefined}
        />
      ) : null}
    </div>
  );
}
