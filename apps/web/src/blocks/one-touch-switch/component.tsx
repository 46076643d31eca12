import { LinkButton } from '@/components/ui/link-button';
import type { OneTouchSwitchBlockData } from '@/payload-types';

/** The One Touch Switch box: its words, its points and the link to start. */
export function OneTouchSwitchBlock({ block }: { block: OneTouchSwitchBlockData }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="rounded-2xl border-2 border-brand-700 bg-brand-50 p-8">
        <h2 className="text-2xl font-extrabold text-brand-900">{block.heading}</h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{block.body}</p>
        {block.points?.length ? (
          <ul className="mt-4 list-disc space-y-1 pl-6 text-lg text-slate-700">
            {block.points.map((entry, index) => (
              <li key={entry.id ?? index}>{entry.point}</li>
            ))}
          </ul>
        ) : null}
        {block.linkLabel && block.linkHref ? (
          <LinkButton href={block.linkHref} className="mt-6">
            {block.linkLabel}
          </LinkButton>
        ) : null}
      </div>
    </section>
  );
}
