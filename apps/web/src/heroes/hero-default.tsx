import { PostcodeSearch } from '@/components/home/postcode-search';
import type { Page } from '@/payload-types';

/** §3: the postcode checker shows by default, also when the stored flag is null. */
export function showsPostcodeChecker(hero: Pick<Page['hero'], 'displayPostCodeChecker'>): boolean {
  return hero.displayPostCodeChecker !== false;
}

/**
 * The default hero: the page's heading and its lead. On any page but `/` the headline is the
 * page's h1 (there is no other); the main hero decides for itself on `/`.
 */
export function HeroDefault({ hero }: { hero: Page['hero']; isRootPath: boolean }) {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        {hero.preHeading ? (
          <p className="text-sm font-bold uppercase tracking-widest text-brand-700">{hero.preHeading}</p>
        ) : null}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
          {hero.headline}
        </h1>
        {hero.subHeadline ? (
          <p className="mt-4 max-w-3xl text-xl text-slate-700">{hero.subHeadline}</p>
        ) : null}
        {showsPostcodeChecker(hero) ? (
          <div className="mt-8 max-w-xl">
            <PostcodeSearch label={hero.postcodeLabel ?? undefined} tone="light" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
