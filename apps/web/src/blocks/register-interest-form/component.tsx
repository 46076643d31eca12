import { botCheckClientConfig } from '@/lib/bot-check-public';
import type { RegisterInterestFormBlockData } from '@/payload-types';
import { RegisterInterestSteps } from './component.lazy';

export type RegisterInterestFormContent = Pick<
  RegisterInterestFormBlockData,
  'heading' | 'body' | 'submitLabel' | 'anchor'
>;

/** The register-interest block: its heading and words on the server, the form and its steps in the browser. */
export function RegisterInterestFormBlock({ block }: { block: RegisterInterestFormContent }) {
  const headingId = `${block.anchor}-heading`;
  return (
    <section
      id={block.anchor}
      aria-labelledby={headingId}
      className="mx-auto max-w-3xl scroll-mt-24 px-4 py-10 sm:px-6"
    >
      <h2 id={headingId} className="text-2xl font-extrabold text-brand-900">
        {block.heading}
      </h2>
      {block.body ? <p className="mt-3 text-lg text-slate-700">{block.body}</p> : null}
      <div className="mt-6 rounded-2xl border-2 border-slate-200">
        <RegisterInterestSteps submitLabel={block.submitLabel} botCheck={botCheckClientConfig()} />
      </div>
    </section>
  );
}
