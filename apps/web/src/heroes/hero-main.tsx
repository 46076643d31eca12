import { DEFAULT_ADDRESS_TYPE } from '@fibre/domain/constants';
import { PostcodeSearch } from '@/components/home/postcode-search';
import type { Page, Review } from '@/payload-types';
import { CountdownClock } from './hero-countdown.lazy';
import { HeroCta } from './hero-cta';
import { showsPostcodeChecker } from './hero-default';
import { mainHeroColours, mainHeroTimer } from './hero-main-options';
import { ReviewsStrip, TrustBadge } from './hero-main-parts';
import { HeroPicture } from './hero-picture';

/**
 * The main hero (§2, §3): pre-heading, headline, sub-headline, offer, description, the countdown
 * timer with the call-to-action button, the postcode box (searching for the hero's default address
 * type), small text, the trust badge, the desktop and mobile picture and the reviews strip, in the
 * colours staff chose. The headline is the page's main heading only on `/`.
 */
export function HeroMain({
  hero,
  isRootPath,
  reviews,
  now,
}: {
  hero: Page['hero'];
  isRootPath: boolean;
  reviews: Review[];
  /** The request's clock, for the countdown's first numbers. */
  now: number;
}) {
  const Headline = isRootPath ? 'h1' : 'p';
  const colours = mainHeroColours(hero.colourTheme);
  const timer = mainHeroTimer(hero, now);
  const addressType = hero.defaultAddressType ?? DEFAULT_ADDRESS_TYPE;
  return (
    <>
      <section className={colours.section} data-colour-theme={colours.theme}>
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            {hero.preHeading ? (
              <p className={`text-sm font-bold uppercase tracking-widest ${colours.muted}`}>
                {hero.preHeading}
              </p>
            ) : null}
            <Headline className="mt-3 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              {hero.headline}
            </Headline>
            {hero.subHeadline ? (
              <p className={`mt-4 max-w-2xl text-lg sm:text-xl ${colours.muted}`}>{hero.subHeadline}</p>
            ) : null}
            {hero.offer ? <p className="mt-4 text-2xl font-extrabold">{hero.offer}</p> : null}
            {hero.description ? (
              <p className={`mt-3 max-w-2xl ${colours.muted}`}>{hero.description}</p>
            ) : null}
            {timer ? (
              <div className="mt-6">
                <CountdownClock
                  endsAt={timer.endsAt}
                  renderedAt={now}
                  label={timer.label}
                  tone={colours.tone}
                />
              </div>
            ) : null}
            <HeroCta cta={hero.cta} variant={colours.ctaFallback} addressType={addressType} />
            {showsPostcodeChecker(hero) ? (
              <div className="mt-8">
                <PostcodeSearch
                  label={hero.postcodeLabel ?? undefined}
                  tone={colours.tone}
                  addressType={addressType}
                />
              </div>
            ) : null}
            {hero.smallText ? <p className={`mt-4 text-sm ${colours.muted}`}>{hero.smallText}</p> : null}
          </div>
          <div className="space-y-4">
            <HeroPicture hero={hero} />
            <TrustBadge points={hero.trustPoints} itemClass={colours.trustItem} />
          </div>
        </div>
      </section>
      {hero.showReviews && reviews.length > 0 ? (
        <ReviewsStrip heading={hero.reviewsHeading ?? 'What our customers say about us'} reviews={reviews} />
      ) : null}
    </>
  );
}
