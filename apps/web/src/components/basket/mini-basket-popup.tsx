'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useJourney } from '@/state/journey-store';
import { type BasketCatalogue, loadBasketCatalogue } from './actions';
import { BasketButtons } from './basket-buttons';
import { trackBasketEvent } from './basket-events';
import { BasketSummary, EMPTY_BASKET_MESSAGE } from './basket-summary';
import { ModalDialog } from './modal-dialog';

export interface MiniBasketPopupProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The mini basket popup 'Your Basket' (ordering-journey.md §2), opened by the header's basket
 * button: a modal dialog that closes on Escape and on a click on its backdrop, with page scrolling
 * locked while it is open. The shell has no catalogue, so the popup asks for it when first opened.
 */
export function MiniBasketPopup({ open, onClose }: MiniBasketPopupProps) {
  const journey = useJourney();
  const [catalogue, setCatalogue] = useState<BasketCatalogue | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || catalogue) return;
    let active = true;
    loadBasketCatalogue()
      .then((loaded) => {
        if (active) setCatalogue(loaded);
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [open, catalogue]);

  const basketItem = journey.basket.basketItem;
  const products = catalogue?.products ?? null;
  const viewSent = useRef(false);
  useEffect(() => {
    if (!open) {
      viewSent.current = false;
      return;
    }
    if (viewSent.current || basketItem === null || products === null) return;
    viewSent.current = true;
    void trackBasketEvent('view_cart', journey.basket, products, journey.address);
  }, [open, basketItem, products, journey.basket, journey.address]);

  let body: ReactNode;
  if (basketItem === null) body = <p className="text-lg text-slate-700">{EMPTY_BASKET_MESSAGE}</p>;
  else if (products)
    body = (
      <>
        <BasketSummary products={products} idPrefix="popup" />
        <BasketButtons
          products={products}
          alternatePath={catalogue?.alternatePath ?? false}
          onNavigate={onClose}
        />
      </>
    );
  else if (failed || catalogue)
    body = <p className="text-slate-700">Your basket could not be loaded. Please try again.</p>;
  else body = <p className="text-slate-600">Loading your basket…</p>;

  return (
    <ModalDialog open={open} onClose={onClose} title="Your Basket">
      {body}
    </ModalDialog>
  );
}
