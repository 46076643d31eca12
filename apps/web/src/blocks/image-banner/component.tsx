import { CmsImage, populatedMedia } from '@/components/ui/cms-image';
import { LinkButton } from '@/components/ui/link-button';
import type { ImageBannerBlockData } from '@/payload-types';

/** The image banner: the picture (card or large size by width) beside its words on the brand colour. */
export function ImageBannerBlock({ block }: { block: ImageBannerBlockData }) {
  const image = populatedMedia(block.image);
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="grid overflow-hidden rounded-2xl bg-brand-900 text-white md:grid-cols-2">
        {image?.url ? (
          <CmsImage
            media={image}
            sizes="(min-width: 768px) 50vw, 100vw"
            className="h-full w-full object-cover"
          />
        ) : null}
        <div className="flex flex-col justify-center p-8 md:p-12">
          <h2 className="text-3xl font-extrabold">{block.heading}</h2>
          {block.text ? <p className="mt-3 text-lg text-brand-100">{block.text}</p> : null}
          {block.linkLabel && block.linkHref ? (
            <LinkButton href={block.linkHref} variant="secondary" className="mt-6 self-start">
              {block.linkLabel}
            </LinkButton>
          ) : null}
        </div>
      </div>
    </section>
  );
}
