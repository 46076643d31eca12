import type { EligibleMessage } from './hero-eligible-card';

/** The page hero's words once the address is eligible (§2), and its anchor. */
export function pageHeroEligible(productName: string | null | undefined): EligibleMessage {
  return {
    heading: `Congrats! ${productName || 'Hey!Broadband full fibre'} is in your area`,
    linkLabel: "What's in the page?",
    linkHref: '#whats-included',
  };
}

/** The bundle hero's words once the address is eligible (§2): 'Congrats', and the bundles' anchor. */
export const BUNDLE_HERO_ELIGIBLE: EligibleMessage = {
  heading: 'Congrats',
  linkLabel: "What's in the bundle?",
  linkHref: '#bundle-select',
};
