'use client';

import { SUMMARY_BUTTON_QUERY, showsSummaryButton } from '@fibre/domain/breakpoints';
import { TIMINGS_MS } from '@fibre/domain/timings';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ModalDialog } from '@/components/basket/modal-dialog';
import { buttonClass, TEXT_LINK_CLASS, TextLink } from '@/components/ui/link-button';

export interface CheckoutPrimaryAction {
  label: string;
  /** The id of the form this button submits (through the form attribute). */
  formId?: string;
  onClick?: () => void;
  disabled?: boolean;
  busy?: boolean;
}

export interface CheckoutSecondaryLink {
  label: string;
  href: string;
}

/** §3 'Checkout footer inputs' tertiary link and text: a quieter link beside the secondary one. */
export interface CheckoutTertiaryLink extends CheckoutSecondaryLink {
  /** Opens in a new tab (and says so), so reading it does not leave the checkout. */
  newTab?: boolean;
}

export interface CheckoutFooterBarProps {
  primary: CheckoutPrimaryAction;
  secondary?: CheckoutSecondaryLink;
  tertiary?: CheckoutTertiaryLink;
  /** The summary the overlay shows under 768 px; null hides the summary button. */
  summary: ReactNode | null;
  summaryOpen: boolean;
  onSummaryOpenChange(open: boolean): void;
  /** Keep the bar fixed on screen even when its natural place is visible. */
  alwaysOnScreen?: boolean;
}

export const SUMMARY_TITLE = 'Order summary';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Whether the window is under the summary breakpoint. Asked of the media query, not read from
 * window.innerWidth: under a phone's viewport Chromium lays the whole page out to answer that, and
 * the bar is first drawn in the render that shows the stored journey, so the read cost the step's
 * longest task a forced layout (decision 0713). The width is the fallback where matchMedia is missing.
 */
function windowIsNarrow(): boolean {
  if (typeof window.matchMedia === 'function') return window.matchMedia(SUMMARY_BUTTON_QUERY).matches;
  return showsSummaryButton(window.innerWidth);
}

/**
 * Whether the window is under the summary breakpoint, following resizes (debounced 500 ms). Read
 * from the window at once: the bar is drawn only in the browser (after the saved journey is read),
 * and a summary button appearing a frame later would grow the fixed bar (layout shift, decision 0583).
 */
function useNarrowWindow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && windowIsNarrow());
  useEffect(() => {
    setNarrow(windowIsNarrow());
    let timeout: number | undefined;
    const onResize = () => {
      window.clearTimeout(timeout);
      timeout = window.setTimeout(() => setNarrow(windowIsNarrow()), TIMINGS_MS.resizeDebounce);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.clearTimeout(timeout);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return narrow;
}

/**
 * Whether the bar's natural place (the end of the step) is on screen: the bar is fixed at the
 * bottom of the window until it is. Without IntersectionObserver the bar stays in its place.
 */
function useNaturalPlaceVisible(place: React.RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setVisible(entry.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [place]);
  return visible;
}

function TertiaryLink({ link }: { link: CheckoutTertiaryLink }) {
  return (
    <a
      href={link.href}
      data-testid="checkout-footer-tertiary"
      className={`${TEXT_LINK_CLASS} text-sm`}
      {...(link.newTab ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {link.label}
      {link.newTab && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}

/**
 * The checkout footer bar (content-and-api.md §4 'Checkout footer'): the primary button (submitting
 * the step's form through the form attribute, or running onClick), the secondary and tertiary links, and under
 * 768 px 'Open Summary', which opens the basket summary in a modal overlay (page scroll locked,
 * Escape and Close close it, focus returns; it closes itself when the window grows past 768 px).
 */
export function CheckoutFooterBar({
  primary,
  secondary,
  tertiary,
  summary,
  summaryOpen,
  onSummaryOpenChange,
  alwaysOnScreen = false,
}: CheckoutFooterBarProps) {
  const narrow = useNarrowWindow();
  const place = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const placeVisible = useNaturalPlaceVisible(place);
  const fixed = alwaysOnScreen || !placeVisible;
  const [barHeight, setBarHeight] = useState<number | null>(null);

  // The bar's height holds its place open while it is fixed. The observer reports it after the
  // browser's own layout of the frame the bar is first drawn in, no later than the intersection
  // observer can say the bar must be fixed; reading offsetHeight here instead would lay the step
  // out inside React's commit and draw it again at once. Only a bar fixed from its first frame (or
  // a browser without the observer) reads it here (decision 0713).
  useIsomorphicLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const measure = () => setBarHeight(element.offsetHeight || null);
    const observing = typeof ResizeObserver !== 'undefined';
    if (alwaysOnScreen || !observing) measure();
    if (!observing) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [alwaysOnScreen]);

  // The overlay belongs to narrow windows only.
  useEffect(() => {
    if (!narrow && summaryOpen) onSummaryOpenChange(false);
  }, [narrow, summaryOpen, onSummaryOpenChange]);

  const showSummaryButton = summary !== null && narrow;
  const busy = primary.busy === true;
  return (
    <>
      <div
        ref={place}
        data-testid="checkout-footer-place"
        className="mt-10"
        style={fixed && barHeight ? { minHeight: barHeight } : undefined}
      >
        <div
          ref={bar}
          data-testid="checkout-footer-bar"
          data-fixed={fixed ? 'true' : 'false'}
          className={
            fixed
              ? 'fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] sm:py-3'
              : 'border-t border-slate-200 bg-white py-4'
          }
        >
          {/* On a phone: the link and the summary button on one short line, the primary button full
              width under them, so the fixed bar keeps under 15% of the screen (decision 0473). */}
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2">
            <div className="flex w-full items-center justify-between gap-4 empty:hidden sm:w-auto sm:justify-start">
              {secondary && <TextLink href={secondary.href}>{secondary.label}</TextLink>}
              {tertiary && <TertiaryLink link={tertiary} />}
              {showSummaryButton && (
                <button
                  type="button"
                  aria-haspopup="dialog"
                  aria-expanded={summaryOpen}
                  onClick={() => onSummaryOpenChange(!summaryOpen)}
                  className={buttonClass('outline', 'min-h-9 px-3 text-sm sm:min-h-12 sm:px-6 sm:text-base')}
                >
                  {summaryOpen ? 'Close' : 'Open Summary'}
                </button>
              )}
            </div>
            <button
              type={primary.formId ? 'submit' : 'button'}
              form={primary.formId}
              onClick={primary.onClick}
              disabled={primary.disabled === true || busy}
              aria-busy={busy || undefined}
              className={buttonClass(
                'primary',
                'w-full disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto sm:min-w-40',
              )}
            >
              {primary.label}
              {busy && <span className="sr-only"> (please wait)</span>}
            </button>
          </div>
        </div>
      </div>
      {summary !== null && (
        <ModalDialog open={summaryOpen} onClose={() => onSummaryOpenChange(false)} title={SUMMARY_TITLE}>
          {summary}
        </ModalDialog>
      )}
    </>
  );
}
