import type { PaymentRedirectPolicy } from '@fibre/domain/schemas/upfront-payment-request';
import type { ProviderClient } from '@fibre/provider-client';
import type { BotCheckService } from '../../services/bot-check';
import type { EmailService } from '../../services/email';
import type { PostcodeLookup } from '../../services/postcode-lookup';
import type { TrackingScriptSource } from '../../services/tracking-script';
import type { LookedUpUprns } from './looked-up-uprns';
import type { RateLimiters } from './rate-limits';
import type { ResumeCodeMessage } from './resume-code';

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
    // The later checkout steps (checkout-step-routes.ts).
    | 'getCustomerSchedule'
    | 'setWorkOrderSchedule'
    | 'setDirectDebit'
    | 'getCustomer'
    | 'confirmOrder'
    | 'getContractSummaryPdf'
    // The leave guard and the timer (cancel-order-route.ts).
    | 'cancelOrder'
    // The contact-details step (customer-order-routes.ts).
    | 'submitCustomer'
    // The resume code (resume-order-route.ts): is an order open for this address and e-mail?
    | 'lookUpOpenOrder'
    | 'updatePreactiveCustomer'
    // The forms: interest, prospects, call-backs, payment requests, outages, charity votes.
    | 'submitProspect'
    | 'requestDirectDebit'
    | 'registerOutage'
    | 'recordCharityVote'
    // Changing a placed order on its page (your-order-change-routes.ts).
    | 'getOrder'
    | 'rescheduleOrder'
    | 'cancelPlacedOrder'
    | 'changeOrderContact'
    // Find my order and the order page's documents (find-my-order-route.ts, order-documents-route.ts).
    | 'lookUpOrder'
    | 'getOrderReceiptPdf'
    // The call-back form's current-provider list, read once the form is opened (ots-providers-route.ts).
    | 'getOtsProviders'
  >;
  /** The bot check's verify call (services/bot-check.ts). */
  botCheck: Pick<BotCheckService, 'verify'>;
  /** The host names a bot-check token may have been made on (decision 0386). */
  botCheckHostnames: readonly string[];
  /**
   * The e-mail sending service's form-data send (services/email.ts) and the register-interest
   * notice's own template id (EMAIL_REGISTER_INTEREST_TEMPLATE_ID, decision 0375).
   */
  email: Pick<EmailService, 'sendForm'> & { registerInterestTemplateId: string };
  /**
   * Runs a task once the response has been sent (Next's `after()`), so a side call neither delays
   * nor fails the visitor's answer. The task must not throw; tests pass a collector.
   */
  afterResponse: (task: () => Promise<void>) => void;
  /** The public postcode check (services/postcode-lookup.ts), read beside a postcode's addresses. */
  postcodeLookup: Pick<PostcodeLookup, 'lookUp'>;
  /** The behavioural-tracking script, fetched and kept (services/tracking-script.ts). */
  trackingScript: Pick<TrackingScriptSource, 'get'>;
  /** Where an upfront payment may send the customer back (decision 0324). */
  paymentRedirect: PaymentRedirectPolicy;
  /** NODE_ENV is development (`next dev`): the bot check may be skipped on loopback (decision 0321). */
  development: boolean;
  limiters: RateLimiters;
  /** The uprns each visitor was shown, which are the only ones it may mark checked. */
  lookedUp: LookedUpUprns;
  now: () => number;
  /** Whether the site is served over https, as a trusted proxy says (the visitor cookie is then Secure). */
  secure: boolean;
  /** The client's address (forwarded.ts): the rate limits' network key. */
  clientIp: string;
  /** Signs and checks the cookie naming the order this browser may use (order-access.ts). */
  orderAccessKey: Buffer;
  /** E-mails the one-time code that resumes an open order (resume-order-route.ts, decision 0380). */
  sendResumeCode: (message: ResumeCodeMessage) => Promise<unknown>;
}
