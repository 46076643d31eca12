import { PostcodeSearch } from '@/components/home/postcode-search';
import { populatedMedia } from '@/components/ui/cms-image';
import type { Media, Page } from '@/payload-types';
import { HeroCta } from './hero-cta';
import { showsPostcodeChecker } from './hero-default';

function SideImage({ image, side }: { image: Media | null; side: 'left' | 'right' }) {
  if (!image?.url) return <div aria-hidden="true" className="hidden lg:block" />;
  return (
    // biome-ignore lint/performance/noImgElement: the CMS makes the sizes; the card size is enough beside the text.
    <img
      src={image.sizes?.card?.url ?? image.url}
      alt={image.alt}
      width={image.sizes?.card?.width ?? image.width ?? 768}
      height={image.sizes?.card?.height ?? image.height ?? 480}
      loading="lazy"
      data-side={side}
      className="hidden h-auto w-full rounded-2xl object-cover lg:block"
    />
  );
}

/**
 * The centred hero (§2): the words and the postcode box in the middle, with an optional picture on
 * either side on wide screens (none on a phone, where they would push the words down). The headline
 * is the page's h1.
 */
export function HeroCentred({ hero }: { hero: Page['hero']; isRootPath: boolean }) {
  const left = populatedMedia(hero.leftImage);
  const right = populatedMedia(hero.rightImage);
  const withImages = Boolean(left?.url || right?.url);
  return (
    <section className="bg-brand-50">
      <div
        className={`mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 sm:px-6 sm:py-16 ${withImages ? 'lg:grid-cols-[1fr_2fr_1fr]' : ''}`}
      >
        {withImages ? <SideImage image={left} side="left" /> : null}
        <div className="mx-auto max-w-3xl text-center">
          {hero.preHeading ? (
            <p className="text-sm font-bold uppercase tracking-widest text-brand-700">{hero.preHeading}</p>
          ) : null}
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
            {hero.headline}
          </h1>
          {hero.subHeadline ? <p className="mt-4 text-xl text-slate-700">{hero.subHeadline}</p> : null}
          {hero.description ? <p className="mt-3 text-slate-700">{hero.description}</p> : null}
          {showsPostcodeChecker(hero) ? (
            <div className="mt-8 flex justify-center text-left">
              <PostcodeSearch label={hero.postcodeLabel ?? undefined} tone="light" />
            </div>
          ) : null}
          <HeroCta cta={hero.cta} variant="primary" addressType={hero.defaultAddressType ?? undefined} />
          {hero.smallText ? <p className="mt-4 text-sm text-slate-600">{hero.smallText}</p> : null}
        </div>
        {withImages ? <SideImage image={right} side="right" /> : null}
      </div>
    </section>
  );
}
