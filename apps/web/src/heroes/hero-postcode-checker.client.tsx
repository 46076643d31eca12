'use client';

import { eligibilityOutcome, isExistingCustomer } from '@fibre/domain/eligibility';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { SITE_PATHS } from '@fibre/domain/site-paths';
import { useId } from 'react';
import { Button } from '@/components/ui/link-button';
import { PostcodeInput } from '@/components/ui/postcode-input';
import { useJourney } from '@/state/journey-store';
import { HeroAddressChoiceForm } from './hero-address-choice-form';
import { heroCheckStatus } from './hero-check-status';
import { type EligibleMessage, HeroEligibleCard } from './hero-eligible-card';
import { useHeroPostcodeCheck } from './use-hero-postcode-check';

/** An address the visitor can order at now: eligible (decision 0030) and not already ours. */
function canOrderAt(item: AddressItem): boolean {
  return eligibilityOutcome(item) === 'success' && !isExistingCustomer(item);
}

/**
 * The page and bundle heroes' postcode checker (content-and-api.md §2, §4 'FAQ postcode checker'):
 * the postcode is looked up here and the visitor picks the address from a list. Then the routing
 * rule of the address step decides, with no register-interest areas so that every ineligible
 * address goes to /service-unavailable as §4 says: an existing customer goes to
 * /error/existing-customer; otherwise the address is stored and marked confirmed, and the hero says
 * so with its in-page link. A visitor who already chose an orderable address sees that at once.
 */
export function HeroPostcodeChecker({
  label,
  eligible,
  tone = 'dark',
}: {
  label: string;
  eligible: EligibleMessage;
  tone?: 'dark' | 'light';
}) {
  const journey = useJourney();
  const inputId = useId();
  const selectId = useId();
  const hero = useHeroPostcodeCheck();
  const { lookup } = hero;

  const confirmed =
    journey.hydrated && journey.address.hasConfirmedAddress ? journey.address.addressItem : null;
  const textClass = tone === 'dark' ? 'text-white' : 'text-brand-900';

  if (confirmed && canOrderAt(confirmed)) {
    return <HeroEligibleCard eligible={eligible} confirmed={confirmed} onChange={hero.changeAddress} />;
  }

  return (
    <div className="w-full max-w-xl">
      {/* Before the page comes to life the browser sends the search to the address finder. */}
      <form
        onSubmit={hero.search}
        action={SITE_PATHS.addressFinder}
        method="get"
        aria-busy={lookup.status === 'loading'}
      >
        <label htmlFor={inputId} className={`block text-base font-semibold ${textClass}`}>
          {label}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <PostcodeInput
            id={inputId}
            value={hero.postcode}
            onValueChange={hero.setPostcode}
            placeholder="Enter your postcode"
            required
            className="min-h-12 w-full rounded-md border-2 border-slate-500 bg-white px-4 text-lg uppercase text-slate-900 placeholder:normal-case placeholder:text-slate-600 sm:flex-1"
          />
          <Button type="submit" className="sm:w-40">
            Search
          </Button>
        </div>
      </form>
      <p role="status" className={`mt-3 min-h-6 ${textClass}`}>
        {heroCheckStatus(lookup, hero.checking)}
      </p>
      {lookup.status === 'found' ? (
        <HeroAddressChoiceForm
          selectId={selectId}
          textClass={textClass}
          addresses={lookup.addresses}
          choice={hero.choice}
          checking={hero.checking !== null}
          onChoiceChange={hero.setChoice}
          onCheck={hero.check}
        />
      ) : null}
    </div>
  );
}
