import { populatedMedia } from '@/components/ui/cms-image';
import type { TwoColumnCardGridBlockData } from '@/payload-types';
import type { GridCard } from './component.client';
import { CardGridCarousel } from './component.lazy';

/** The two-column card grid: its heading, then the cards (a carousel below 768 px). */
export function TwoColumnCardGridBlock({ block }: { block: TwoColumnCardGridBlockData }) {
  const cards: GridCard[] = block.cards.map((card, index) => ({
    key: card.id ?? `card-${index}`,
    title: card.title,
    body: card.body,
    image: populatedMedia(card.image),
    linkLabel: card.linkLabel ?? null,
    linkHref: card.linkHref ?? null,
  }));
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h2 className="text-3xl font-extrabold text-brand-900">{block.heading}</h2>
      {block.intro ? <p className="mt-2 max-w-3xl text-lg text-slate-700">{block.intro}</p> : null}
      <CardGridCarousel cards={cards} label={block.heading} />
    </section>
  );
}
