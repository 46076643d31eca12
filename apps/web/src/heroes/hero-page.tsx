import type { Page } from '@/payload-types';
import { showsPostcodeChecker } from './hero-default';
import { pageHeroEligible } from './hero-eligible-messages';
import { HeroPostcodeChecker } from './hero-postcode-checker.lazy';

/**
 * The page hero (§2): headline and lead with an optional postcode checker; once the visitor's
 * address is eligible it says 'Congrats! {product} is in your area' with a "What's in the page?"
 * link to #whats-included. The headline is the page's h1.
 */
export function HeroPage({ hero }: { hero: Page['hero']; isRootPath: boolean }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        {hero.preHeading ? (
          <p className="text-sm font-bold uppercase tracking-widest text-brand-100">{hero.preHeading}</p>
        ) : null}
        <h1 className="mt-2 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl">{hero.headline}</h1>
        {hero.subHeadline ? (
          <p className="mt-4 max-w-3xl text-xl text-brand-100">{hero.subHeadline}</p>
        ) : null}
        {hero.description ? <p className="mt-3 max-w-3xl text-brand-100">{hero.description}</p> : null}
        {showsPostcodeChecker(hero) ? (
          <div className="mt-8">
            <HeroPostcodeChecker
              label={hero.postcodeLabel ?? 'Enter your postcode to check availability'}
              eligible={pageHeroEligible(hero.productName)}
            />
          </div>
        ) : null}
        {hero.smallText ? <p className="mt-4 text-sm text-brand-100">{hero.smallText}</p> : null}
      </div>
    </section>
  );
}
