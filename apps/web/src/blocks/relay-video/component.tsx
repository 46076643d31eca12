import { CmsImage, populatedMedia } from '@/components/ui/cms-image';
import { LinkButton } from '@/components/ui/link-button';
import type { RelayVideoBlockData } from '@/payload-types';
import { paragraphs } from './paragraphs';

/** The stores' own words for their badges (§9 'app store badges'). */
const STORE_BADGE = {
  apple: { small: 'Download on the', large: 'App Store' },
  google: { small: 'Get it on', large: 'Google Play' },
} as const;

/**
 * The 999 BSL relay block: what the service is, a video with English captions (native controls, so
 * keyboard and screen readers work with no script of ours), the transcript for anyone who cannot
 * watch or hear it, and the relay app's store and web links. A server component: no JavaScript.
 */
export function RelayVideoBlock({ block }: { block: RelayVideoBlockData }) {
  const video = populatedMedia(block.video);
  const captions = populatedMedia(block.captions);
  const poster = populatedMedia(block.poster);
  const headingId = `relay-${block.id ?? 'video'}-heading`;
  const appLinks = block.appLinks ?? [];
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="grid gap-8 rounded-2xl bg-brand-50 p-6 sm:p-10 lg:grid-cols-2 lg:items-start">
        <div>
          <h2 id={headingId} className="text-3xl font-extrabold text-brand-900">
            {block.heading}
          </h2>
          <div className="mt-3 space-y-3 text-lg text-slate-700">
            {paragraphs(block.body).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {appLinks.length > 0 ? (
            <ul aria-label="Get the app" className="mt-6 flex flex-wrap gap-3">
              {appLinks.map((link, index) => (
                <li key={link.id ?? index}>
                  <a
                    href={link.href}
                    rel="noopener"
                    className="flex min-h-12 flex-col justify-center rounded-lg bg-slate-900 px-4 py-1 text-white hover:bg-slate-700 focus-visible:outline-offset-4"
                  >
                    <span className="text-xs leading-tight">{STORE_BADGE[link.store].small}</span>
                    <span className="text-lg font-bold leading-tight">{STORE_BADGE[link.store].large}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {block.webLinkLabel && block.webLinkHref ? (
            <LinkButton href={block.webLinkHref} variant="outline" className="mt-6">
              {block.webLinkLabel}
            </LinkButton>
          ) : null}
        </div>
        <div>
          {video?.url ? (
            // Captions are a track of the video; without a file the transcript below stands in.
            // biome-ignore lint/a11y/useMediaCaption: the track is there whenever staff upload captions, and the transcript always is.
            <video
              controls
              preload="metadata"
              playsInline
              poster={poster?.sizes?.card?.url ?? poster?.url ?? undefined}
              width={video.width ?? 1280}
              height={video.height ?? 720}
              className="h-auto w-full rounded-xl bg-slate-900"
            >
              <source src={video.url} type={video.mimeType ?? undefined} />
              {captions?.url ? (
                <track kind="captions" src={captions.url} srcLang="en" label="English" default />
              ) : null}
              <a href={video.url}>Download the video</a>
            </video>
          ) : poster ? (
            <CmsImage
              media={poster}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="h-auto w-full rounded-xl"
            />
          ) : null}
          {block.transcript ? (
            <details className="mt-4 rounded-xl bg-white p-4">
              <summary className="cursor-pointer text-lg font-semibold text-brand-900">
                Read the video transcript
              </summary>
              <div className="mt-3 space-y-3 text-slate-700">
                {paragraphs(block.transcript).map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          ) : null}
        </div>
      </div>
    </section>
  );
}
