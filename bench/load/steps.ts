/**
 * The journey one virtual visitor walks, step by step, as the browser does it: each step's page GET
 * (the server-rendered HTML; static chunks are left out, as a browser or CDN caches them) and the
 * same-site /api calls its client components make, in order. The walker (journey.ts) sends exactly
 * these, which its test checks, so this table is what the printed figures measure.
 */
export const STEPS = [
  {
    id: 'finder',
    name: 'Finder lookup',
    requests: [
      'GET /address-finder',
      'POST /api/uprn-by-postcode',
      'POST /api/uprn',
      'PUT /api/uprn-checked',
    ],
  },
  {
    id: 'plans',
    name: 'Plans',
    requests: ['GET /service-available?addressType=RES', 'GET /api/active-promos?postcode={postcode}'],
  },
  { id: 'monthly', name: 'Monthly payment', requests: ['POST /api/calculate-monthly-payment'] },
  { id: 'extras', name: 'Extras', requests: ['GET /extras', 'POST /api/calculate-monthly-payment'] },
  { id: 'contact', name: 'Contact (sign-up)', requests: ['GET /checkout', 'POST /api/customer-signup'] },
  {
    id: 'slot',
    name: 'Installation slot',
    requests: [
      'GET /checkout/installation',
      'POST /api/installation-slots',
      'POST /api/set-installation-schedule',
    ],
  },
  {
    id: 'payment',
    name: 'Payment (direct debit)',
    requests: ['GET /checkout/payment', 'POST /api/direct-debit'],
  },
  {
    id: 'order',
    name: 'Order (confirm)',
    requests: ['GET /checkout/review-order', 'POST /api/customer-get-by-code', 'POST /api/confirm-order'],
  },
] as const;

export type StepId = (typeof STEPS)[number]['id'];
export const STEP_IDS: readonly StepId[] = STEPS.map((step) => step.id);

/** The step's printed name. */
export function stepName(id: StepId): string {
  return STEPS.find((step) => step.id === id)?.name ?? id;
}

/** Requests one whole journey sends. */
export const REQUESTS_PER_JOURNEY = STEPS.reduce((sum, step) => sum + step.requests.length, 0);
