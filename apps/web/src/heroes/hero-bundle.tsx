import { PROVIDER_PHONE } from '@fibre/domain/contact-phone';
import { phoneInGroups, phoneTelHref } from '@fibre/domain/phone-display';
import type { Page } from '@/payload-types';
import { HeroChecklist } from './hero-checklist';
import { showsPostcodeChecker } from './hero-default';
import { BUNDLE_HERO_ELIGIBLE } from './hero-eligible-messages';
import { HeroPostcodeChecker } from './hero-postcode-checker.lazy';

/**
 * The bundle hero (§2): the bundle's headline and points, the postcode checker whose eligible
 * message is 'Congrats' with a "What's in the bundle?" button to the bundle selector
 * (#bundle-select), and a phone link shown in 3-4-4 digit groups (the hero's own number, else the
 * site's). The headline is the page's h1.
 */
export function HeroBundle({ hero }: { hero: Page['hero']; isRootPath: boolean }) {
  const phone = hero.phone?.trim() || PROVIDER_PHONE.display;
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div>
          {hero.preHeading ? (
            <p className="text-sm font-bold uppercase tracking-widest text-brand-100">{hero.preHeading}</p>
          ) : null}
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{hero.headline}</h1>
          {hero.subHeadline ? (
            <p className="mt-4 max-w-2xl text-xl text-brand-100">{hero.subHeadline}</p>
          ) : null}
          {hero.offer ? <p className="mt-4 text-2xl font-extrabold">{hero.offer}</p> : null}
          <HeroChecklist items={hero.checklist ?? []} label="In every bundle" />
        </div>
        <div className="space-y-6">
          {showsPostcodeChecker(hero) ? (
            <HeroPostcodeChecker
              label={hero.postcodeLabel ?? 'Enter your postcode to check availability'}
              eligible={BUNDLE_HERO_ELIGIBLE}
            />
          ) : null}
          <p className="text-lg">
            Prefer to talk? Call us on{' '}
            <a href={phoneTelHref(phone)} className="font-bold text-white underline underline-offset-4">
              {phoneInGroups(phone)}
            </a>
          </p>
          {hero.smallText ? <p className="text-sm text-brand-100">{hero.smallText}</p> : null}
        </div>
      </div>
    </section>
  );
}
