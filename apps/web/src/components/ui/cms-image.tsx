import type { Media } from '@/payload-types';

/** Payload's sizes of an upload (collections/media.ts), smallest first, with the width each is made at. */
const SIZES = [
  ['thumbnail', 400],
  ['card', 768],
  ['large', 1600],
] as const;

type SizeName = (typeof SIZES)[number][0];

/** The populated media document of an upload field, or null when it is an id or empty. */
export function populatedMedia(value: number | Media | null | undefined): Media | null {
  return typeof value === 'object' && value !== null ? value : null;
}

/** The `src`, `srcset` and the chosen size's width and height of an upload. */
export function imageSources(media: Media, size: SizeName = 'card') {
  const chosen = media.sizes?.[size];
  const src = chosen?.url ?? media.url ?? '';
  // A size made with a fixed width only (card, large) keeps the upload's proportions.
  const width = chosen?.width ?? media.width ?? 1600;
  const height = chosen?.height ?? media.height ?? 1000;
  // thumbnail is cropped to 4:3, so it joins the srcset only when it is the size asked for.
  const srcSet = SIZES.filter(([name]) => name !== 'thumbnail' || size === 'thumbnail')
    .map(([name, w]) => (media.sizes?.[name]?.url ? `${media.sizes[name]?.url} ${w}w` : null))
    .filter(Boolean)
    .join(', ');
  return { src, srcSet, width, height };
}

/**
 * A CMS picture as the other blocks draw it: a plain `<img>` whose srcset lists Payload's own sizes
 * (the site has no image optimiser route; decision 0340), width and height set from the chosen size
 * so the space is kept before it loads (no layout shift), lazy unless it is above the fold.
 */
export function CmsImage({
  media,
  size = 'card',
  sizes,
  className,
  decorative = false,
  eager = false,
}: {
  media: Media;
  /** The size `src` points at; the browser may pick another from srcset by `sizes`. */
  size?: SizeName;
  sizes?: string;
  className?: string;
  /** Beside words that say the same: alt="" so a screen reader skips it. */
  decorative?: boolean;
  eager?: boolean;
}) {
  const { src, srcSet, width, height } = imageSources(media, size);
  return (
    // biome-ignore lint/performance/noImgElement: the CMS makes the sizes; srcset picks one (decision 0340).
    <img
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={decorative ? '' : media.alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
    />
  );
}
