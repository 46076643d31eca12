import Link from 'next/link';
import { CmsImage, populatedMedia } from '@/components/ui/cms-image';
import type { PeekingMascotBlockData } from '@/payload-types';

/**
 * The peeking mascot: the mascot's head shows over the top edge of a speech bubble holding the
 * link. The picture is decorative (alt="": the link says where it goes) and drawn at a fixed
 * 128×96 (the 4:3 thumbnail) inside space kept for it, so nothing moves when it loads.
 */
export function PeekingMascotBlock({ block }: { block: PeekingMascotBlockData }) {
  const image = populatedMedia(block.image);
  const side = block.side === 'left' ? 'left-6 sm:left-10' : 'right-6 sm:right-10';
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <div className="relative pt-20">
        {image?.url ? (
          <div className={`absolute top-0 h-24 w-32 ${side}`}>
            <CmsImage
              media={image}
              size="thumbnail"
              sizes="128px"
              decorative
              className="h-24 w-32 object-contain transition-transform motion-safe:hover:-translate-y-1"
            />
          </div>
        ) : null}
        <div className="relative rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
          {block.message ? <p className="text-xl font-bold">{block.message}</p> : null}
          <Link
            href={block.linkHref}
            className="mt-2 inline-block text-lg font-semibold text-white underline underline-offset-4 hover:text-brand-100"
          >
            {block.linkLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}
