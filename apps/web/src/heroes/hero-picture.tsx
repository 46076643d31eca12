import { imageSources, populatedMedia } from '@/components/ui/cms-image';
import type { Page } from '@/payload-types';

const POSITION_CLASS = {
  center: 'object-center',
  top: 'object-top',
  bottom: 'object-bottom',
  left: 'object-left',
  right: 'object-right',
} as const;

/** Below 1024px the mobile image is shown (the spec's 1024 breakpoint, Tailwind's lg). */
const DESKTOP_MEDIA = '(min-width: 1024px)';

/**
 * The main hero's picture (§3 'desktop and mobile image', image scale mode and position): one
 * `<picture>`, so the browser fetches only the image its screen shows. With only a desktop image
 * it is hidden on small screens as before; with only a mobile one, on large screens. The box keeps
 * a 4:3 shape, so the scale mode (cover crops, contain letterboxes) and the position have effect.
 */
export function HeroPicture({
  hero,
}: {
  hero: Pick<Page['hero'], 'image' | 'imageMobile' | 'imageScaleMode' | 'imagePosition'>;
}) {
  const desktop = populatedMedia(hero.image);
  const mobile = populatedMedia(hero.imageMobile);
  const fallback = mobile?.url ? mobile : desktop?.url ? desktop : null;
  if (!fallback) return null;
  const both = Boolean(desktop?.url && mobile?.url);
  const shown = both ? 'block' : fallback === desktop ? 'hidden lg:block' : 'block lg:hidden';
  const img = imageSources(fallback, fallback === mobile ? 'card' : 'large');
  const source = both && desktop ? imageSources(desktop, 'large') : null;
  const scaleMode = hero.imageScaleMode ?? 'cover';
  const position = hero.imagePosition ?? 'center';
  return (
    <picture className={shown} data-testid="hero-picture">
      {source ? (
        <source
          media={DESKTOP_MEDIA}
          srcSet={source.srcSet || source.src}
          sizes="40vw"
          width={source.width}
          height={source.height}
        />
      ) : null}
      <img
        src={img.src}
        srcSet={img.srcSet || undefined}
        sizes={img.srcSet ? (fallback === mobile ? '100vw' : '40vw') : undefined}
        alt={fallback.alt}
        width={img.width}
        height={img.height}
        // Above the fold: the largest thing a visitor sees first.
        loading="eager"
        decoding="async"
        data-scale-mode={scaleMode}
        data-position={position}
        className={`aspect-[4/3] h-auto w-full rounded-2xl ${scaleMode === 'contain' ? 'object-contain' : 'object-cover'} ${POSITION_CLASS[position]}`}
      />
    </picture>
  );
}
