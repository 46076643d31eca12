import Link from 'next/link';
import type { ActionCardListBlockData } from '@/payload-types';

/** The action-card list: each card one link (its title), the whole card clickable through it. */
export function ActionCardListBlock({ block }: { block: ActionCardListBlockData }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {block.heading ? <h2 className="text-3xl font-extrabold text-brand-900">{block.heading}</h2> : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {(block.cards ?? []).map((card, index) => (
          <li
            key={card.id ?? index}
            className="relative rounded-2xl border border-slate-200 bg-white p-6 focus-within:ring-2 focus-within:ring-brand-700 hover:border-brand-700"
          >
            <h3 className="text-xl font-bold text-brand-900">
              <Link href={card.href} className="after:absolute after:inset-0">
                {card.title} <span aria-hidden="true">→</span>
              </Link>
            </h3>
            <p className="mt-2 text-slate-700">{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
