'use client';

import { useId, useState } from 'react';
import { CmsImage } from '@/components/ui/cms-image';
import { TextLink } from '@/components/ui/link-button';
import type { Media } from '@/payload-types';
import { wrapIndex } from '../review-carousel/carousel';
import { useNarrowScreen } from './use-narrow-screen';

export interface GridCard {
  key: string;
  title: string;
  body: string;
  image: Media | null;
  linkLabel: string | null;
  linkHref: string | null;
}

const SLIDE_CLASS = 'w-full flex-none px-1 md:px-0';

/** Round arrow buttons, so Previous, the dots and Next fit a 320 px phone on one line. */
const ARROW_CLASS =
  'flex h-11 w-11 flex-none items-center justify-center rounded-full border-2 border-brand-900 bg-white text-brand-900 hover:bg-brand-50';

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'previous' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  );
}

function Card({ card }: { card: GridCard }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {card.image?.url ? (
        <CmsImage
          media={card.image}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-[16/10] h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-bold text-brand-900">{card.title}</h3>
        <p className="mt-2 text-slate-700">{card.body}</p>
        {card.linkLabel && card.linkHref ? (
          <TextLink href={card.linkHref} className="mt-auto pt-4">
            {card.linkLabel}
          </TextLink>
        ) : null}
      </div>
    </article>
  );
}

/**
 * The two-column card grid (§9): two cards a row from 768 px, and below it a carousel of one card at
 * a time (WAI-ARIA carousel pattern: a region with aria-roledescription 'carousel', each card a
 * 'slide' group, Previous and Next buttons, a dot per card, wrapping round as §9's infinite loop,
 * sliding in 500 ms). The slides not shown are inert, so Tab never reaches a hidden link. No
 * autoplay, which a visitor could not stop (WCAG 2.2.2).
 */
export function CardGridCarousel({ cards, label }: { cards: GridCard[]; label: string }) {
  const narrow = useNarrowScreen();
  const [index, setIndex] = useState(0);
  const baseId = useId();
  const count = cards.length;
  const carousel = narrow && count > 1;
  const current = Math.min(index, count - 1);
  // A list of cards as a grid; the carousel's slides are groups in a plain box.
  const Track = carousel ? 'div' : 'ul';

  return (
    <div
      {...(carousel ? { role: 'region', 'aria-roledescription': 'carousel', 'aria-label': label } : {})}
      className="mt-8"
    >
      <div className="overflow-hidden md:overflow-visible">
        <Track
          id={`${baseId}-slides`}
          aria-live={carousel ? 'polite' : undefined}
          // Set in the browser only (the server's style attribute would meet the page's CSP).
          style={carousel ? { transform: `translateX(-${current * 100}%)` } : undefined}
          className="flex transition-transform duration-500 ease-in-out motion-reduce:transition-none md:grid md:grid-cols-2 md:gap-6"
        >
          {cards.map((card, position) => {
            const hidden = carousel && position !== current;
            return carousel ? (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a fieldset.
              <div
                key={card.key}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${count}`}
                aria-hidden={hidden || undefined}
                inert={hidden}
                className={SLIDE_CLASS}
              >
                <Card card={card} />
              </div>
            ) : (
              <li key={card.key} className={SLIDE_CLASS}>
                <Card card={card} />
              </li>
            );
          })}
        </Track>
      </div>
      {count > 1 ? (
        <div className="mt-4 flex items-center justify-center gap-1 md:hidden">
          <button
            type="button"
            aria-controls={`${baseId}-slides`}
            className={ARROW_CLASS}
            onClick={() => setIndex(wrapIndex(current, -1, count))}
          >
            <Chevron direction="previous" />
            <span className="sr-only">Previous card</span>
          </button>
          <ul className="flex">
            {cards.map((card, position) => (
              <li key={card.key}>
                <button
                  type="button"
                  aria-label={`Show card ${position + 1}`}
                  aria-current={position === current}
                  aria-controls={`${baseId}-slides`}
                  onClick={() => setIndex(position)}
                  className="flex h-11 w-11 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`h-3 w-3 rounded-full ${position === current ? 'bg-brand-900' : 'border border-brand-900 bg-white'}`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            aria-controls={`${baseId}-slides`}
            className={ARROW_CLASS}
            onClick={() => setIndex(wrapIndex(current, 1, count))}
          >
            <Chevron direction="next" />
            <span className="sr-only">Next card</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
