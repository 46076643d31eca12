import type { RegisterInterestArea } from '@fibre/domain/register-interest-area';
import { botCheckClientConfig } from '@/lib/bot-check-public';
import type { Page } from '@/payload-types';
import { PreOrderHeroChoices } from './hero-pre-order.lazy';

/** `{area}` in the hero's words becomes the area's name (one template serves every area page). */
export function withArea(
  text: string | null | undefined,
  area: Pick<RegisterInterestArea, 'name'> | null,
): string {
  return (text ?? '').replaceAll('{area}', area?.name ?? 'your area');
}

/**
 * The pre-order / register-interest hero (§2): the headline, the address with Change, the
 * package-type dropdown, a checklist, an aside box and the register-interest form's place. It is
 * the `#register-interest` anchor the address step sends to. The headline is the page's h1.
 */
export function HeroPreOrder({
  hero,
  area = null,
}: {
  hero: Page['hero'];
  isRootPath: boolean;
  area?: RegisterInterestArea | null;
}) {
  const checklist = (hero.checklist ?? []).map((entry) => ({
    id: entry.id,
    text: withArea(entry.item, area),
  }));
  return (
    <section id="register-interest" className="scroll-mt-24 bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div>
          {hero.preHeading ? (
            <p className="text-sm font-bold uppercase tracking-widest text-brand-100">
              {withArea(hero.preHeading, area)}
            </p>
          ) : null}
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {withArea(hero.headline, area)}
          </h1>
          {hero.subHeadline ? (
            <p className="mt-4 max-w-2xl text-xl text-brand-100">{withArea(hero.subHeadline, area)}</p>
          ) : null}
          <PreOrderHeroChoices
            area={area}
            packageTypeLabel={hero.packageTypeLabel ?? 'What would you like?'}
            botCheck={botCheckClientConfig()}
          >
            <div className="pt-4">
              <h2 className="text-2xl font-bold">Register your interest</h2>
              <p className="mt-2 text-lg text-brand-100">
                Register your interest in full fibre in {area?.name ?? 'your area'} and hear from us as soon
                as you can order.
              </p>
            </div>
          </PreOrderHeroChoices>
          {checklist.length > 0 ? (
            <ul className="mt-6 space-y-2 text-lg" aria-label="What you get">
              {checklist.map((entry, index) => (
                <li key={entry.id ?? index} className="flex items-start gap-3">
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="mt-1 h-5 w-5 flex-none"
                    fill="currentColor"
                  >
                    <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
                  </svg>
                  <span>{entry.text}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {hero.asideHeading || hero.asideText ? (
          <aside
            aria-labelledby="pre-order-aside-heading"
            className="rounded-2xl bg-white p-6 text-slate-900"
          >
            <h2 id="pre-order-aside-heading" className="text-xl font-bold text-brand-900">
              {withArea(hero.asideHeading, area) || 'Good to know'}
            </h2>
            {hero.asideText ? <p className="mt-2 text-slate-700">{withArea(hero.asideText, area)}</p> : null}
          </aside>
        ) : null}
      </div>
    </section>
  );
}
