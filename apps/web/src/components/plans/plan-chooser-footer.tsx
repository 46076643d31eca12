import { SITE_PATHS } from '@fibre/domain/site-paths';
import type { Ref } from 'react';
import { LinkButton } from '../ui/link-button';
import type { PlanCardView } from './plan-cards';

export interface PlanChooserFooterProps {
  /** The chosen plan's card, or undefined before one is chosen. */
  selected: PlanCardView | undefined;
  /** ' ex VAT' for a business visitor, else ''. */
  vatSuffix: string;
  ref?: Ref<HTMLDivElement>;
}

/** The plan chooser's sticky footer: the chosen plan and its price, and Continue to the extras. */
export function PlanChooserFooter({ selected, vatSuffix, ref }: PlanChooserFooterProps) {
  return (
    <div
      ref={ref}
      className="sticky bottom-0 z-10 mt-8 -mx-4 border-t-2 border-slate-200 bg-white px-4 py-4 shadow-[0_-4px_12px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex min-h-12 max-w-6xl flex-wrap items-center justify-between gap-4">
        <p className="text-slate-900" aria-live="polite" data-testid="plan-footer-summary">
          {selected ? (
            <>
              <span className="font-semibold">
                {selected.product.display_name ?? selected.product.name}
                {selected.homePhone ? ' with Home Phone' : ''}
              </span>{' '}
              {selected.price.monthlyText} a month{vatSuffix}
            </>
          ) : (
            'Choose a plan to continue'
          )}
        </p>
        {selected && (
          <LinkButton href={SITE_PATHS.extras} className="px-8">
            Continue
          </LinkButton>
        )}
      </div>
    </div>
  );
}
