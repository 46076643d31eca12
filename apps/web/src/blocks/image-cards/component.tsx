import { CmsImage, populatedMedia } from '@/components/ui/cms-image';
import { TextLink } from '@/components/ui/link-button';
import type { ImageCardsBlockData } from '@/payload-types';

/** Image cards: each card its picture (card size, 16:10) over a title, a line and an optional link. */
export function ImageCardsBlock({ block }: { block: ImageCardsBlockData }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h2 className="text-3xl font-extrabold text-brand-900">{block.heading}</h2>
      {block.intro ? <p className="mt-2 max-w-3xl text-lg text-slate-700">{block.intro}</p> : null}
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {block.cards.map((card, index) => {
          const image = populatedMedia(card.image);
          return (
            <li
              key={card.id ?? index}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
            >
              {image?.url ? (
                <CmsImage
                  media={image}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[16/10] h-auto w-full object-cover"
                />
              ) : null}
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-bold text-brand-900">{card.title}</h3>
                {card.body ? <p className="mt-2 text-slate-700">{card.body}</p> : null}
                {card.linkLabel && card.linkHref ? (
                  <TextLink href={card.linkHref} className="mt-auto pt-4">
                    {card.linkLabel}
                  </TextLink>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
