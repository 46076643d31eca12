import { getTopReviews } from '@/cms/queries';
import type { Page } from '@/payload-types';
import type { HeroType } from './config';
import { HeroDefault } from './hero-default';
import { HeroMain } from './hero-main';
import { HeroPreOrder } from './hero-pre-order';

type HeroProps = { hero: Page['hero']; isRootPath: boolean };

async function MainHeroWithReviews(props: HeroProps) {
  const reviews = props.hero.showReviews ? await getTopReviews() : [];
  return <HeroMain {...props} reviews={reviews} />;
}

/**
 * Each heroType's component. The heroes still to come (centred, MSM,
 * page, card grid, bundle) show the default hero until their folder lands (decision 0305).
 */
const heroComponents = {
  heroDefault: HeroDefault,
  heroMain: MainHeroWithReviews,
  heroCentred: HeroDefault,
  heroPreOrder: HeroPreOrder,
  heroRegisterInterest: HeroPreOrder,
  heroMSM: HeroDefault,
  heroPage: HeroDefault,
  heroCardGrid: HeroDefault,
  heroBundle: HeroDefault,
} satisfies Record<HeroType, (props: HeroProps) => unknown>;

/** A page's hero; heroType defaults to heroDefault (§3). */
export function RenderHero({ hero, isRootPath }: HeroProps) {
  const Hero = heroComponents[hero.heroType ?? 'heroDefault'];
  return <Hero hero={hero} isRootPath={isRootPath} />;
}
