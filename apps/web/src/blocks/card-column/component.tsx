import { TextLink } from '@/components/ui/link-button';
import type { CardColumnBlockData } from '@/payload-types';

/** The card column: cards stacked one above the other, each with its label, title, words and link. */
export function CardColumnBlock({ block }: { block: CardColumnBlockData }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h2 className="text-3xl font-extrabold text-brand-900">{block.heading}</h2>
      {block.intro ? <p className="mt-2 text-lg text-slate-700">{block.intro}</p> : null}
      <ul className="mt-6 flex flex-col gap-4">
        {block.cards.map((card, index) => (
          <li
            key={card.id ?? index}
            className="rounded-2xl border border-slate-200 border-l-8 border-l-brand-700 bg-white p-6"
          >
            {card.label ? (
              <p className="text-sm font-bold uppercase tracking-wide text-slate-600">{card.label}</p>
            ) : null}
            <h3 className="mt-1 text-xl font-bold text-brand-900">{card.title}</h3>
            <p className="mt-2 text-slate-700">{card.body}</p>
            {card.linkLabel && card.linkHref ? (
              <TextLink href={card.linkHref} className="mt-3 inline-block">
                {card.linkLabel}
              </TextLink>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
