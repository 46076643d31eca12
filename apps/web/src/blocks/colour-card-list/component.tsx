import type { ColourCardListBlockData } from '@/payload-types';

/** White text on each colour passes AA contrast (700 shades). */
const COLOUR_CLASS = {
  blue: 'bg-brand-700',
  red: 'bg-red-700',
  purple: 'bg-purple-700',
} as const;

/** The colour card list: cards in a row, each in its colour. */
export function ColourCardListBlock({ block }: { block: ColourCardListBlockData }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {block.heading ? <h2 className="text-3xl font-extrabold text-brand-900">{block.heading}</h2> : null}
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {(block.cards ?? []).map((card, index) => (
          <li
            key={card.id ?? index}
            data-colour={card.color}
            className={`rounded-2xl p-6 text-white ${COLOUR_CLASS[card.color ?? 'blue']}`}
          >
            <h3 className="text-xl font-bold">{card.title}</h3>
            <p className="mt-2">{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
