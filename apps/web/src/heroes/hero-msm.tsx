import { PostcodeSearch } from '@/components/home/postcode-search';
import { CmsImage, populatedMedia } from '@/components/ui/cms-image';
import type { Page } from '@/payload-types';
import { HeroChecklist } from './hero-checklist';
import { HeroCta } from './hero-cta';
import { showsPostcodeChecker } from './hero-default';

/**
 * The MSM hero (§2, §3 heroType heroMSM): for multi-dwelling buildings, speaking to landlords and
 * managing agents (the call-to-action, e.g. to talk to the building team) and to residents, who
 * check their flat with the postcode box and are then routed like anyone else: a flat is shown the
 * RES plans once its building is ready for service (decision 0031). The headline is the page's h1.
 */
export function HeroMsm({ hero }: { hero: Page['hero']; isRootPath: boolean }) {
  const image = populatedMedia(hero.image);
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          {hero.preHeading ? (
            <p className="text-sm font-bold uppercase tracking-widest text-brand-100">{hero.preHeading}</p>
          ) : null}
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{hero.headline}</h1>
          {hero.subHeadline ? (
            <p className="mt-4 max-w-2xl text-xl text-brand-100">{hero.subHeadline}</p>
          ) : null}
          {hero.description ? <p className="mt-3 max-w-2xl text-brand-100">{hero.description}</p> : null}
          <HeroChecklist items={hero.checklist ?? []} label="For landlords and residents" />
          <HeroCta cta={hero.cta} addressType={hero.defaultAddressType ?? undefined} />
          {showsPostcodeChecker(hero) ? (
            <div className="mt-8 rounded-2xl bg-white/10 p-6">
              <PostcodeSearch
                label={hero.postcodeLabel ?? 'Live in the building? Enter your postcode to find your flat'}
                tone="dark"
              />
            </div>
          ) : null}
          {hero.smallText ? <p className="mt-4 text-sm text-brand-100">{hero.smallText}</p> : null}
        </div>
        {image?.url ? (
          <CmsImage
            media={image}
            sizes="(min-width: 1024px) 40vw, 100vw"
            eager
            className="hidden h-auto w-full rounded-2xl lg:block"
          />
        ) : null}
      </div>
    </section>
  );
}
