import type { ProviderClient } from '@fibre/provider-client';
import type { RateLimiters } from './rate-limits';

/** What a same-site route handler needs, injected so tests can pass fakes. */
export interface RouteDeps {
  /** Throwing reads (404 told from failure) and the uprn-checked write. */
  provider: Pick<
    ProviderClient['strict'],
    | 'getAddressesByPostcode'
    | 'getAddressByUprn'
    | 'getActivePromotions'
    | 'getPromotionByCode'
    | 'getPromotionsByPostcode'
    | 'calculateMonthlyPayment'
  > &
    Pick<ProviderClient, 'markUprnChecked'>;
  limiters: RateLimiters;
  now: () => number;
  /** Whether the site is served over https (the visitor cookie is then Secure). */
  secure: boolean;
}
