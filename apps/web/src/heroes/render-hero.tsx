import { connection } from 'next/server';
import { getTopReviews } from '@/cms/queries';
import type { Page } from '@/payload-types';
import type { HeroType } from './config';
import { HeroBundle } from './hero-bundle';
import { HeroCardGrid } from './hero-card-grid';
import { HeroCentred } from './hero-centred';
import { HeroDefault } from './hero-default';
import { HeroMain } from './hero-main';
import { HeroMsm } from './hero-msm';
import { HeroPage } from './hero-page';
import { HeroPreOrder } from './hero-pre-order';

type HeroProps = { hero: Page['hero']; isRootPath: boolean };

async function MainHeroWithReviews(props: HeroProps) {
  const reviews = props.hero.showReviews ? await getTopReviews() : [];
  // A countdown's first numbers are the request's, so such a page is rendered per request.
  if (props.hero.addCountdownTimer) await connection();
  return <HeroMain {...props} reviews={reviews} now={Date.now()} />;
}

/** Each heroType's component (decision 0305). */
const heroComponents = {
  heroDefault: HeroDefault,
  heroMain: MainHeroWithReviews,
  heroCentred: HeroCentred,
  heroPreOrder: HeroPreOrder,
  heroRegisterInterest: HeroPreOrder,
  heroMSM: HeroMsm,
  heroPage: HeroPage,
  heroCardGrid: HeroCardGrid,
  heroBundle: HeroBundle,
} satisfies Record<HeroType, (props: HeroProps) => unknown>;

/** A page's hero; heroType defaults to heroDefault (§3). */
export function RenderHero({ hero, isRootPath }: HeroProps) {
  const Hero = heroComponents[hero.heroType ?? 'heroDefault'];
  return <Hero hero={hero} isRootPath={isRootPath} />;
}
