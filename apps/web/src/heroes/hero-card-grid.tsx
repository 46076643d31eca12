import type { Page } from '@/payload-types';

/**
 * The card-grid hero (§2): the headline and lead over a grid of cards, each a link to a place on
 * the same page, #{LinkURL}. The headline is the page's h1.
 */
export function HeroCardGrid({ hero }: { hero: Page['hero']; isRootPath: boolean }) {
  const cards = hero.cards ?? [];
  return (
    <section className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        {hero.preHeading ? (
          <p className="text-sm font-bold uppercase tracking-widest text-brand-700">{hero.preHeading}</p>
        ) : null}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
          {hero.headline}
        </h1>
        {hero.subHeadline ? (
          <p className="mt-4 max-w-3xl text-xl text-slate-700">{hero.subHeadline}</p>
        ) : null}
        {cards.length > 0 ? (
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card, index) => (
              <li key={card.id ?? index} className="flex">
                <a
                  href={`#${card.linkUrl}`}
                  className="group flex w-full flex-col rounded-2xl border-2 border-slate-200 bg-white p-6 text-slate-900 no-underline hover:border-brand-700 focus-visible:border-brand-700"
                >
                  <span className="text-xl font-bold text-brand-900 group-hover:underline">{card.title}</span>
                  {card.body ? <span className="mt-2 text-slate-700">{card.body}</span> : null}
                  <span aria-hidden="true" className="mt-auto pt-4 font-semibold text-brand-700">
                    See below ↓
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
