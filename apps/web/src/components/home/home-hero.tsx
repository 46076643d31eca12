import { PostcodeSearch } from './postcode-search';

export interface HomeHeroContent {
  preHeading: string;
  headline: string;
  subHeadline: string;
  postcodeLabel: string;
  trustPoints: string[];
}

/**
 * The main hero: pre-heading, headline, sub-headline and the postcode box. The headline is the
 * page's h1 only on the root path (content-and-api.md §2); elsewhere it is styled text.
 */
export function HomeHero({ content, isRootPath }: { content: HomeHeroContent; isRootPath: boolean }) {
  const Headline = isRootPath ? 'h1' : 'p';
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-brand-100">{content.preHeading}</p>
          <Headline className="mt-3 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {content.headline}
          </Headline>
          <p className="mt-4 max-w-2xl text-lg text-brand-100 sm:text-xl">{content.subHeadline}</p>
          <div className="mt-8">
            <PostcodeSearch label={content.postcodeLabel} tone="dark" />
          </div>
        </div>
        <ul
          className="grid gap-3 text-base sm:grid-cols-2 lg:grid-cols-1"
          aria-label="Why customers choose us"
        >
          {content.trustPoints.map((point) => (
            <li key={point} className="flex items-start gap-3 rounded-xl bg-white/10 p-4">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="mt-0.5 h-5 w-5 flex-none text-white"
                fill="currentColor"
              >
                <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
              </svg>
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
