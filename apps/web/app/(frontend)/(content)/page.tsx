import { homeAudiences, homeFeatures, homeHero } from '@/components/home/home-content';
import { HomeHero } from '@/components/home/home-hero';
import { LinkButton } from '@/components/ui/link-button';

// The title is the brand name (the layout's default); the description is the layout's.
export default function HomePage() {
  return (
    <>
      <HomeHero content={homeHero} isRootPath />

      <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="why-heading" className="text-3xl font-extrabold tracking-tight text-brand-900">
          Why Hey!Broadband
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {homeFeatures.map((feature) => (
            <li key={feature.title} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="text-xl font-bold text-brand-900">{feature.title}</h3>
              <p className="mt-2 text-slate-700">{feature.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="plans-heading" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <h2 id="plans-heading" className="text-3xl font-extrabold tracking-tight text-brand-900">
            Broadband for every home and business
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {homeAudiences.map((audience) => (
              <li key={audience.title} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
                <h3 className="text-xl font-bold text-brand-900">{audience.title}</h3>
                <p className="mt-2 flex-1 text-slate-700">{audience.body}</p>
                <LinkButton href={audience.href} variant="outline" className="mt-6 self-start">
                  {audience.cta}
                </LinkButton>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
