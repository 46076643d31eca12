import { CmsMarkdown } from '@/blocks/cms-markdown';
import type { SideInfoPanelBlockData } from '@/payload-types';

/** The side info panel: markdown text (server-rendered) and its facts as a description list. */
export function SideInfoPanelBlock({ block }: { block: SideInfoPanelBlockData }) {
  return (
    <section className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[2fr_1fr]">
      <div>
        <h2 className="text-3xl font-extrabold text-brand-900">{block.heading}</h2>
        <div className="mt-3 space-y-3 text-lg text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline">
          <CmsMarkdown>{block.body}</CmsMarkdown>
        </div>
      </div>
      <aside aria-labelledby={`${block.id ?? 'side'}-panel`} className="rounded-2xl bg-brand-50 p-6">
        <h3 id={`${block.id ?? 'side'}-panel`} className="text-xl font-bold text-brand-900">
          {block.panelHeading}
        </h3>
        <dl className="mt-4 space-y-3">
          {(block.facts ?? []).map((fact, index) => (
            <div key={fact.id ?? index}>
              <dt className="text-sm font-bold uppercase tracking-wide text-slate-600">{fact.label}</dt>
              <dd className="text-lg font-semibold text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </aside>
    </section>
  );
}
