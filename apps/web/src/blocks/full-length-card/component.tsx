import { LinkButton } from '@/components/ui/link-button';
import type { FullLengthCardBlockData } from '@/payload-types';

/** The full-length card: its picture (thumbnail size) beside its words, and its link. */
export function FullLengthCardBlock({ block }: { block: FullLengthCardBlockData }) {
  const image = typeof block.image === 'object' ? block.image : null;
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center sm:p-8">
        {image?.url ? (
          // biome-ignore lint/performance/noImgElement: the CMS's thumbnail is already 400×300.
          <img
            src={image.sizes?.thumbnail?.url ?? image.url}
            alt={image.alt}
            width={400}
            height={300}
            loading="lazy"
            className="h-auto w-full rounded-xl sm:w-64"
          />
        ) : null}
        <div>
          <h2 className="text-2xl font-extrabold text-brand-900">{block.heading}</h2>
          <p className="mt-2 text-lg text-slate-700">{block.body}</p>
          {block.linkLabel && block.linkHref ? (
            <LinkButton href={block.linkHref} variant="outline" className="mt-4">
              {block.linkLabel}
            </LinkButton>
          ) : null}
        </div>
      </div>
    </section>
  );
}
