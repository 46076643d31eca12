import type { OutageFormBlockData } from '@/payload-types';
import { OutageForm } from './component.lazy';

/** The outage-notification form (§4, §5): the heading on the server, the form in the browser. */
export function OutageFormBlock({ block }: { block: OutageFormBlockData }) {
  return (
    <section
      id="outage-form"
      aria-labelledby="outage-form-heading"
      className="mx-auto max-w-3xl px-4 py-10 sm:px-6"
    >
      <h2 id="outage-form-heading" className="text-2xl font-extrabold text-brand-900">
        {block.heading}
      </h2>
      {block.body ? <p className="mt-3 text-lg text-slate-700">{block.body}</p> : null}
      <div className="mt-6">
        <OutageForm
          config={{
            emailError: block.emailError,
            agreeLabel: block.agreeLabel,
            submitLabel: block.submitLabel,
            successHeader: block.successHeader,
            successMessage: block.successMessage,
            errorMessage: block.errorMessage,
          }}
        />
      </div>
    </section>
  );
}
