'use client';

import { eligibilityOutcome, isExistingCustomer } from '@fibre/domain/eligibility';
import type { AddressItem } from '@fibre/domain/schemas/address-item';
import { useEffect, useId } from 'react';
import { useJourney } from '@/state/journey-store';
import { HeroAddressChoiceForm } from './hero-address-choice-form';
import { heroCheckStatus } from './hero-check-status';
import { type EligibleMessage, HeroEligibleCard } from './hero-eligible-card';
import { HeroPostcodeForm, heroTextClass } from './hero-postcode-form';
import { useHeroPostcodeCheck } from './use-hero-postcode-check';

/** An address the visitor can order at now: eligible (decision 0030) and not already ours. */
function canOrderAt(item: AddressItem): boolean {
  return eligibilityOutcome(item) === 'success' && !isExistingCustomer(item);
}

export interface HeroPostcodeCheckerProps {
  label: string;
  eligible: EligibleMessage;
  tone?: 'dark' | 'light';
  /** What was typed in the stand-in before this code loaded (decision 0657). */
  initialPostcode?: string;
  /** The stand-in's box had the focus when this took its place. */
  focusOnMount?: boolean;
  /** Search was pressed in the stand-in: search as this takes its place. */
  searchOnMount?: boolean;
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
  initialPostcode = '',
  focusOnMount = false,
  searchOnMount = false,
}: HeroPostcodeCheckerProps) {
  const journey = useJourney();
  const inputId = useId();
  const selectId = useId();
  const hero = useHeroPostcodeCheck(initialPostcode);
  // Taking over from the stand-in the visitor was typing in (hero-postcode-checker.lazy.tsx).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as this takes the stand-in's place.
  useEffect(() => {
    const box = document.getElementById(inputId) as HTMLInputElement | null;
    if (focusOnMount) box?.focus();
    if (searchOnMount) box?.form?.requestSubmit();
  }, []);
  const { lookup } = hero;

  const confirmed =
    journey.hydrated && journey.address.hasConfirmedAddress ? journey.address.addressItem : null;
  const textClass = heroTextClass(tone);

  if (confirmed && canOrderAt(confirmed)) {
    return <HeroEligibleCard eligible={eligible} confirmed={confirmed} onChange={hero.changeAddress} />;
  }

  return (
    <HeroPostcodeForm
      label={label}
      textClass={textClass}
      inputId={inputId}
      postcode={hero.postcode}
      onPostcodeChange={hero.setPostcode}
      onSubmit={hero.search}
      busy={lookup.status === 'loading'}
      status={heroCheckStatus(lookup, hero.checking)}
    >
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
    </HeroPostcodeForm>
  );
}
