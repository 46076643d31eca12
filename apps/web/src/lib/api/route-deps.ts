import type { ProviderClient } from '@fibre/provider-client';
import type { RateLimiters } from './rate-limits';

/** What a same-site route handler needs, injected so tests can pass fakes. */
export interface RouteDeps {
  /** The provider calls the routes make; each throws a ProviderError, so 404 is told from failure. */
  provider: Pick<
    ProviderClient,
    | 'getAddressesByPostcode'
    | 'getAddressByUprn'
    | 'getActivePromotions'
    | 'getPromotionByCode'
    | 'getPromotionsByPostcode'
    | 'calculateMonthlyPayment'
    | 'markUprnChecked'
  >;
  limiters: RateLimiters;
  now: () => number;
  /** Whether the site is served over https (the visitor cookie is then Secure). */
  secure: boolean;
}
