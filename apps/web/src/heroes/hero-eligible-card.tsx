import { planAddressType } from '@fibre/domain/routing';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { plansPath } from '@fibre/domain/site-paths';
import { addressLine } from '@/components/ui/address-panel';
import { buttonClass } from '@/components/ui/link-button';

export interface EligibleMessage {
  /** 'Congrats! {product} is in your area' (page hero) or 'Congrats' (bundle hero). */
  heading: string;
  /** The in-page link shown once eligible: "What's in the page?" or "What's in the bundle?". */
  linkLabel: string;
  /** '#whats-included' or '#bundle-select'. */
  linkHref: string;
  /** Link to the plans for the confirmed address's type instead of `linkHref` (the FAQ's checker). */
  linkToPlans?: boolean;
}

/** What the hero's checker shows once the confirmed address can be ordered at: the words, the address, the link. */
export function HeroEligibleCard({
  eligible,
  confirmed,
  onChange,
}: {
  eligible: EligibleMessage;
  confirmed: AddressItem;
  onChange: () => void;
}) {
  return (
    <div className="rounded-2xl bg-white p-6 text-slate-900" data-testid="hero-eligible">
      <p role="status" className="text-2xl font-extrabold text-brand-900">
        {eligible.heading}
      </p>
      <p className="mt-1 text-slate-700">{addressLine(confirmed.address, confirmed.postcode)}</p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <a
          href={eligible.linkToPlans ? plansPath(planAddressType(confirmed.address_type)) : eligible.linkHref}
          className={buttonClass('primary')}
        >
          {eligible.linkLabel}
        </a>
        <button
          type="button"
          onClick={onChange}
          className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          Change<span className="sr-only"> your address</span>
        </button>
      </div>
    </div>
  );
}
