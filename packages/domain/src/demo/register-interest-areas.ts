import type { RegisterInterestArea } from '../register-interest-area';

/**
 * Areas where the network is being built and visitors can register interest. The CMS holds
 * the full coverage areas; the journey only needs slug and postcodes to route.
 */
export const DEMO_REGISTER_INTEREST_AREAS: readonly RegisterInterestArea[] = [
  { slug: 'demo-valley', name: 'Demo Valley', postcodes: ['HB1 1AD'] },
];
