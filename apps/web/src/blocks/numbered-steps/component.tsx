import type { ReactNode } from 'react';
import { SiteIcon } from '@/components/ui/site-icon';
import { telHref } from '@/components/ui/tel-href';
import type { NumberedStepsBlockData } from '@/payload-types';
import { CallMeDisclosure } from './call-me-disclosure';

/**
 * The numbered steps (the hidden ones left out) and, when chosen, the 'Still in a contract?' call-me
 * bubble with its number and the call-back form (decision 0372), behind a disclosure whose form
 * loads its code, and the current-provider list, once opened (decisions 0709, 0711): drawing the
 * block asks the provider API nothing.
 */
export function NumberedStepsBlock({ block }: { block: NumberedStepsBlockData }) {
  const bubble = block.showCallMeBubble ? block.bubble : null;
  return (
    <NumberedStepsView
      block={block}
      callMeDisclosure={bubble ? <CallMeDisclosure phone={bubble.phone ?? null} /> : null}
    />
  );
}

/** The block as drawn, with the call-back disclosure (its form a client part) passed in. */
export function NumberedStepsView({
  block,
  callMeDisclosure,
}: {
  block: NumberedStepsBlockData;
  callMeDisclosure: ReactNode;
}) {
  const steps = (block.steps ?? []).filter((step) => step.display !== false);
  const bubble = block.showCallMeBubble ? block.bubble : null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <h2 className="text-3xl font-extrabold text-brand-900">{block.heading}</h2>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr] lg:items-start">
        <ol className="space-y-6">
          {steps.map((step, index) => (
            <li key={step.id ?? index} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-brand-900 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="flex items-center gap-2 text-xl font-bold text-brand-900">
                  {step.icon ? (
                    <SiteIcon name={step.icon} className="h-7 w-7 flex-none text-accent-600" />
                  ) : null}
                  {step.label}
                </h3>
                <p className="mt-1 text-lg text-slate-700">{step.instructions}</p>
              </div>
            </li>
          ))}
        </ol>
        {bubble ? (
          <aside
            aria-labelledby="call-me-bubble-heading"
            className="rounded-3xl rounded-bl-none bg-brand-50 p-6"
          >
            <h3 id="call-me-bubble-heading" className="text-xl font-bold text-brand-900">
              {bubble.heading ?? 'Still in a contract?'}
            </h3>
            {bubble.text ? <p className="mt-2 text-slate-700">{bubble.text}</p> : null}
            {bubble.phone ? (
              <p className="mt-4 text-2xl font-extrabold">
                <a href={telHref(bubble.phone)} className="text-brand-700 underline underline-offset-4">
                  {bubble.phone}
                </a>
              </p>
            ) : null}
            {callMeDisclosure}
          </aside>
        ) : null}
      </div>
    </section>
  );
}
