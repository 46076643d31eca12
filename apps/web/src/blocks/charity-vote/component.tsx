import type { Charity, CharityVoteBlockData, Media } from '@/payload-types';
import type { CharityCard } from './component.client';
import { CharityVote } from './component.lazy';

function isCharity(value: number | Charity): value is Charity {
  return typeof value === 'object';
}

function picture(value: number | Media | null | undefined): { url: string; alt: string } | null {
  if (!value || typeof value !== 'object' || !value.url) return null;
  return { url: value.sizes?.card?.url ?? value.url, alt: value.alt };
}

/** The charity vote (§3 'Charity card', §4): the cards' data on the server, the vote in the browser. */
export function CharityVoteBlock({ block }: { block: CharityVoteBlockData }) {
  const charities: CharityCard[] = block.charities.filter(isCharity).map((charity) => ({
    charity: charity.charity,
    description: charity.charityDescription,
  }));
  const images = (block.cardImages ?? []).flatMap((image) => {
    const shown = picture(image);
    return shown ? [shown] : [];
  });
  return (
    <section
      id="charity-vote"
      aria-labelledby="charity-vote-heading"
      className="mx-auto max-w-7xl px-4 py-10 sm:px-6"
    >
      <h2 id="charity-vote-heading" className="text-3xl font-extrabold text-brand-900">
        {block.heading}
      </h2>
      {block.body ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{block.body}</p> : null}
      <div className="mt-8">
        <CharityVote
          config={{
            charities,
            images,
            otherDescription: block.otherDescription ?? '',
            submitLabel: block.submitLabel,
            thankYouHeading: block.thankYouHeading,
            thankYouMessage: block.thankYouMessage ?? '',
          }}
        />
      </div>
    </section>
  );
}
