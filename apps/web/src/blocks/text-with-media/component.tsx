import { CmsMarkdown } from '@/blocks/cms-markdown';
import { CmsImage, populatedMedia } from '@/components/ui/cms-image';
import { LinkButton } from '@/components/ui/link-button';
import type { TextWithMediaBlockData } from '@/payload-types';

const PROSE =
  'mt-3 space-y-3 text-lg text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_ul]:list-disc [&_ul]:pl-6';

/** The picture, or the video with its English captions (native controls: no script of ours). */
function MediaPart({ block }: { block: TextWithMediaBlockData }) {
  if (block.mediaType === 'video') {
    const video = populatedMedia(block.video);
    const captions = populatedMedia(block.captions);
    if (!video?.url) return null;
    return (
      // biome-ignore lint/a11y/useMediaCaption: the track is there whenever staff upload captions.
      <video
        controls
        preload="metadata"
        playsInline
        width={video.width ?? 1280}
        height={video.height ?? 720}
        className="h-auto w-full rounded-2xl bg-slate-900"
      >
        <source src={video.url} type={video.mimeType ?? undefined} />
        {captions?.url ? (
          <track kind="captions" src={captions.url} srcLang="en" label="English" default />
        ) : null}
        <a href={video.url}>Download the video</a>
      </video>
    );
  }
  const image = populatedMedia(block.image);
  if (!image?.url) return null;
  return (
    <CmsImage media={image} sizes="(min-width: 768px) 50vw, 100vw" className="h-auto w-full rounded-2xl" />
  );
}

/** Text with an image or a video beside it (below it on narrow screens), on the side staff chose. */
export function TextWithMediaBlock({ block }: { block: TextWithMediaBlockData }) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="grid gap-8 md:grid-cols-2 md:items-center">
        <div className={block.mediaPosition === 'left' ? 'md:order-2' : undefined}>
          <h2 className="text-3xl font-extrabold text-brand-900">{block.heading}</h2>
          <div className={PROSE}>
            <CmsMarkdown>{block.body}</CmsMarkdown>
          </div>
          {block.linkLabel && block.linkHref ? (
            <LinkButton href={block.linkHref} className="mt-6">
              {block.linkLabel}
            </LinkButton>
          ) : null}
        </div>
        <div>
          <MediaPart block={block} />
        </div>
      </div>
    </section>
  );
}
