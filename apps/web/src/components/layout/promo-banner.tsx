import { getPromoBanner } from '@/cms/queries';
import { CmsCta } from '@/components/ui/cms-cta';
import type { PromoBanner as PromoBannerData } from '@/payload-types';

export type PromoBannerSettings = Pick<
  PromoBannerData,
  'displayOnPage' | 'text' | 'cta' | 'theme' | 'endsAt'
>;

/** Whether the banner shows at `nowMs`: switched on for pages, and its end not yet reached. */
export function promoBannerShown(banner: PromoBannerSettings, nowMs: number): boolean {
  return banner.displayOnPage === true && Date.parse(banner.endsAt) > nowMs;
}

/**
 * The global promo banner (content-and-api.md §3 'Promo banner', §7 'Promo banners show until…'):
 * a message and a call to action on the content pages while it runs; theme dark unless staff chose
 * light. Decided per request, so it disappears at its end without a republish.
 */
export function PromoBannerView({ banner, now }: { banner: PromoBannerSettings; now: number }) {
  if (!promoBannerShown(banner, now)) return null;
  const dark = (banner.theme ?? 'dark') === 'dark';
  const { cta } = banner;
  return (
    <aside
      aria-label="Offer"
      data-testid="promo-banner"
      data-theme={dark ? 'dark' : 'light'}
      className={dark ? 'bg-brand-900 text-white' : 'border-b border-brand-100 bg-brand-50 text-brand-900'}
    >
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-lg font-bold">{banner.text}</p>
        <CmsCta cta={cta} fallback={dark ? 'secondary' : 'primary'} />
      </div>
    </aside>
  );
}

/**
 * The banner read from the CMS; null when the CMS cannot be read (the page matters more). The
 * frontend layout renders per request (force-dynamic), so the layout's clock is the request's.
 */
export async function readPromoBanner(): Promise<PromoBannerSettings | null> {
  return getPromoBanner().catch(() => null);
}
