import Link from 'next/link';

export interface ProgressStep {
  id: string;
  name: string;
  /** Where a completed step links to; a step without one is plain text. */
  path?: string;
}

export interface CheckoutProgressProps {
  steps: readonly ProgressStep[];
  activeIndex: number;
  /** The fill in percent (progressFill). */
  fill: number;
}

/**
 * The checkout's step progress bar (content-and-api.md §4): steps before the active one are
 * completed (links when they have a path), the active one is marked aria-current="step", and a
 * visually hidden 'Step n of m' says where the visitor is.
 */
export function CheckoutProgress({ steps, activeIndex, fill }: CheckoutProgressProps) {
  return (
    <nav aria-label="Checkout progress" className="w-full">
      <p className="sr-only">
        Step {activeIndex + 1} of {steps.length}
      </p>
      <ol className="flex flex-wrap gap-x-6 gap-y-1 text-sm sm:text-base">
        {steps.map((step, index) => {
          const completed = index < activeIndex;
          const active = index === activeIndex;
          return (
            <li
              key={step.id}
              aria-current={active ? 'step' : undefined}
              className={
                active ? 'font-bold text-brand-900' : completed ? 'text-brand-700' : 'text-slate-700'
              }
            >
              <span aria-hidden="true" className="mr-1">
                {completed ? '✓' : `${index + 1}.`}
              </span>
              {completed && step.path ? (
                <Link
                  href={step.path}
                  className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
                >
                  {step.name}
                  <span className="sr-only"> (completed)</span>
                </Link>
              ) : (
                <span>
                  {step.name}
                  {completed && <span className="sr-only"> (completed)</span>}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <div aria-hidden="true" className="mt-3 h-2 w-full overflow-hidden rounded-full bg-slate-200">
        <div
          data-testid="checkout-progress-fill"
          className="h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${fill}%` }}
        />
      </div>
    </nav>
  );
}
