'use client';

import Link from 'next/link';
import { lazy, Suspense, useState } from 'react';
import type { NavLink } from '@/cms/navigation-data';
import { useJourney } from '@/state/journey-store';
import { BasketIcon } from './icons';

// The popup's code loads only when the visitor first opens it. React.lazy rather than next/dynamic:
// the popup never renders on the server (it needs a click), and next/dynamic would add its own
// loader to every page's first load.
const MiniBasketPopup = lazy(() =>
  import('@/components/basket/mini-basket-popup').then((module) => ({ default: module.MiniBasketPopup })),
);

// One width for both (decision 0688): 'Refer a friend' was 168 px wide with 20 px sides, over the
// 152 px floor, so the slot narrowed when the basket was read; 12 px sides fit either label in 152 px
// (a wider floor made the header wrap at 992-1366 px).
const slotClass =
  'h-11 items-center justify-center gap-2 rounded-full font-semibold no-underline sm:min-w-[9.5rem] sm:px-3';

/** The basket button when a basket item exists, otherwise 'Refer a friend' (same size: no layout shift). */
export function HeaderBasket({ referFriend }: { referFriend: NavLink }) {
  const { hydrated, basket } = useJourney();
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const hasBasketItem = hydrated && basket.basketItem !== null;

  if (!hasBasketItem) {
    return (
      <>
        <Link
          href={referFriend.href}
          className={`${slotClass} hidden border-2 border-brand-900 text-brand-900 hover:bg-brand-50 sm:inline-flex`}
        >
          {referFriend.label}
        </Link>
        {/* Under 640 px 'Refer a friend' is hidden: an empty slot of the basket button's size keeps
            its place, so the basket read after hydration does not move the header (decision 0583). */}
        <span aria-hidden="true" className="inline-block h-11 w-11 sm:hidden" />
      </>
    );
  }
  const extras = basket.addons.length;
  const summary = `1 plan${extras > 0 ? ` and ${extras} extra${extras === 1 ? '' : 's'}` : ''}`;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        // The visible word 'Basket' starts the name (WCAG 2.5.3), then what is in it.
        aria-label={`Basket: ${summary}`}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        className={`${slotClass} inline-flex w-11 bg-accent-600 text-white hover:bg-accent-700 sm:w-auto`}
      >
        <BasketIcon />
        <span className="hidden sm:inline">Basket</span>
      </button>
      {everOpened ? (
        <Suspense fallback={null}>
          <MiniBasketPopup open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
