import type { PlanAddressType } from '@fibre/domain/constants';
import { PROPERTY_TYPE_SECTION_ID, plansPath } from '@fibre/domain/site-paths';
import Link from 'next/link';

const PROPERTY_TYPES: ReadonlyArray<{ type: PlanAddressType; label: string }> = [
  { type: 'RES', label: 'Home' },
  { type: 'HWRK', label: 'Home Worker' },
  { type: 'BUS', label: 'Click here for Business plans' },
];

/** The property-type buttons (ordering-journey.md §2): each reloads the chooser for its address type. */
export function PropertyTypeLinks({ current }: { current: PlanAddressType }) {
  return (
    <nav id={PROPERTY_TYPE_SECTION_ID} aria-label="Property type" className="mt-4 scroll-mt-24 sm:mt-6">
      <ul className="flex flex-wrap gap-2 sm:gap-3">
        {PROPERTY_TYPES.map(({ type, label }) => (
          <li key={type}>
            <Link
              href={plansPath(type, { hash: PROPERTY_TYPE_SECTION_ID })}
              aria-current={type === current ? 'page' : undefined}
              className="inline-block rounded-full no-underline border-2 border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-900 sm:px-5 sm:py-2 sm:text-base hover:bg-brand-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
