import type { ShareTabBlockData } from '@/payload-types';
import { siteOrigin } from '@/seo/request';
import { ShareButtons } from './component.lazy';

/** The share tab as drawn for a site whose public origin is `origin`. */
export function ShareTabView({ block, origin }: { block: ShareTabBlockData; origin: string }) {
  return (
    <section id="share" className="mx-auto max-w-7xl scroll-mt-24 px-4 py-10 sm:px-6">
      <div className="rounded-2xl bg-brand-50 p-8">
        <h2 className="text-2xl font-extrabold text-brand-900">{block.heading ?? 'Share this page'}</h2>
        {block.text ? <p className="mt-2 text-lg text-slate-700">{block.text}</p> : null}
        <ShareButtons origin={origin} />
      </div>
    </section>
  );
}

/**
 * The share tab; its place on the page is `#share` (the anchor-link button may lead there). The
 * origin is read on the server so the links carry the page's address before any script runs.
 */
export async function ShareTabBlock({ block }: { block: ShareTabBlockData }) {
  return <ShareTabView block={block} origin={await siteOrigin()} />;
}
