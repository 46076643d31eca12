import { LinkButton } from '@/components/ui/link-button';
import type { IconCardGridBlockData } from '@/payload-types';

/** A heading and a grid of cards, each with an optional link button. */
export function IconCardGridBlock({ block }: { block: IconCardGridBlockData }) {
  const tinted = block.background === 'tinted';
  return (
    <section className={tinted ? 'bg-brand-50' : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 className="text-3xl font-extrabold tracking-tight text-brand-900">{block.heading}</h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {(block.cards ?? []).map((card) => (
            <li
              key={card.id ?? card.title}
              className={`flex flex-col rounded-2xl p-6 ${tinted ? 'bg-white shadow-sm' : 'border border-slate-200'}`}
            >
              <h3 className="text-xl font-bold text-brand-900">{card.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{card.body}</p>
              {card.linkHref && card.linkLabel ? (
                <LinkButton href={card.linkHref} variant="outline" className="mt-6 self-start">
                  {card.linkLabel}
                </LinkButton>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
