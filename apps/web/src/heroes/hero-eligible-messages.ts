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

/**
 * The FAQ's postcode checker once the address is stored and confirmed (§4 'FAQ postcode checker'):
 * the spec gives no words, so it says so plainly and links to the plans (decision 0482).
 */
export const FAQ_CHECKER_ELIGIBLE: EligibleMessage = {
  heading: 'Good news! Hey!Broadband is available at your address',
  linkLabel: 'See the plans',
  linkHref: '/service-available',
  linkToPlans: true,
};
