import { randomUUID } from 'node:crypto';
import type { StepSample } from './stats';
import { STEPS, type StepId } from './steps';

/** One answer as the walker reads it: the status and, for JSON, the parsed body. */
export interface Answer {
  status: number;
  body: unknown;
}

export type Method = 'GET' | 'POST' | 'PUT';

/** How a visitor sends: its own cookie jar and source address (visitor-client.ts), or a fake in tests. */
export interface Transport {
  send(
    method: Method,
    path: string,
    init?: { json?: unknown; headers?: Record<string, string> },
  ): Promise<Answer>;
}

/** Who this visitor is: the address it orders at (each its own; decision 0173), and its e-mail. */
export interface Visit {
  postcode: string;
  uprn: string;
  email: string;
  /** Picks among the free installation slots, as people choose different days. */
  random: () => number;
}

/** Fibre 400 (24 months), with the Mesh Wi-Fi Booster added on the extras page (demo-data.md). */
export const JOURNEY_PLAN = 1002;
export const JOURNEY_EXTRA = 9004;
/** A valid pair of demo-data.md's bank details. */
export const JOURNEY_BANK = { account_name: 'Sam Visitor', sort_code: '089999', account_number: '66374958' };

/** A step that did not pass, with what the walker saw. */
export class StepFailure extends Error {}

interface JourneyState {
  code: string | null;
}

type Call = (
  method: Method,
  path: string,
  expected: number,
  init?: { json?: unknown; idempotent?: boolean },
) => Promise<unknown>;

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function codeOf(state: JourneyState): string {
  if (state.code === null) throw new StepFailure('no order code');
  return state.code;
}

/** A plain sign-up's answers (e2e/support/site-order.ts): no switching, no landline kept. */
function signUpBody(visit: Visit, address: Record<string, unknown>) {
  return {
    contact_title: 'MR',
    contact_name: 'Sam',
    contact_surname: 'Visitor',
    email: visit.email,
    phone: '07700 900123',
    birthdate: '1985-01-31',
    origin: { value: 'GGLADS' },
    accept_marketing: false,
    accept_terms: true,
    uprn: visit.uprn,
    address: address.address,
    postcode: address.postcode,
    address_type: address.address_type,
    id_product: JOURNEY_PLAN,
    addons: [JOURNEY_EXTRA],
    promotions: [],
    additional: {
      needsHelpSwitchingProvider: false,
      wantsToRetainExistingLandline: false,
      hasAlternativeContactMethod: true,
      hasHealthcareOrMedicalAlarm: false,
      confirmResponsibility: true,
      currentProvider: 'BT',
    },
  };
}

type StepRun = (
  call: Call,
  visit: Visit,
  state: JourneyState & { address: Record<string, unknown> },
) => Promise<void>;

/** What each step sends, in STEPS' order (journey.test.ts holds them to the table). */
const STEP_RUNS = {
  async finder(call, visit, state) {
    await call('GET', '/address-finder', 200);
    const found = record(
      await call('POST', '/api/uprn-by-postcode', 200, { json: { postcode: visit.postcode } }),
    );
    const addresses = Array.isArray(found.addresses) ? found.addresses.map(record) : [];
    const chosen = addresses.find((address) => address.uprn === visit.uprn);
    if (!chosen) throw new StepFailure(`uprn ${visit.uprn} not listed at ${visit.postcode}`);
    state.address = chosen;
    await call('POST', '/api/uprn', 200, { json: { uprn: visit.uprn } });
    await call('PUT', '/api/uprn-checked', 200, { json: { uprn: visit.uprn } });
  },
  async plans(call, visit) {
    await call('GET', '/service-available?addressType=RES', 200);
    await call('GET', `/api/active-promos?postcode=${encodeURIComponent(visit.postcode)}`, 200);
  },
  async monthly(call) {
    await call('POST', '/api/calculate-monthly-payment', 200, {
      json: { products: [JOURNEY_PLAN], promotions: [] },
    });
  },
  async extras(call) {
    await call('GET', '/extras', 200);
    await call('POST', '/api/calculate-monthly-payment', 200, {
      json: { products: [JOURNEY_PLAN, JOURNEY_EXTRA], promotions: [] },
    });
  },
  async contact(call, visit, state) {
    await call('GET', '/checkout', 200);
    const answer = record(
      await call('POST', '/api/customer-signup', 201, {
        json: signUpBody(visit, state.address),
        idempotent: true,
      }),
    );
    const code = record(answer.customer).code;
    if (typeof code !== 'string') throw new StepFailure('sign-up answered no customer code');
    state.code = code;
  },
  async slot(call, visit, state) {
    const code = codeOf(state);
    await call('GET', '/checkout/installation', 200);
    const schedule = record(
      record(await call('POST', '/api/installation-slots', 200, { json: { code } })).schedule,
    );
    const free = (Array.isArray(schedule.slots) ? schedule.slots.map(record) : []).filter(
      (slot) => slot.available === true,
    );
    const slot = free[Math.floor(visit.random() * free.length)];
    if (!slot) throw new StepFailure('no free installation slot');
    await call('POST', '/api/set-installation-schedule', 200, {
      json: { id_workorder: schedule.id_workorder, day: slot.day, time: slot.time },
    });
  },
  async payment(call, _visit, state) {
    const code = codeOf(state);
    await call('GET', '/checkout/payment', 200);
    await call('POST', '/api/direct-debit', 200, { json: { code, ...JOURNEY_BANK }, idempotent: true });
  },
  async order(call, _visit, state) {
    const code = codeOf(state);
    await call('GET', '/checkout/review-order', 200);
    await call('POST', '/api/customer-get-by-code', 200, { json: { code } });
    const confirmation = record(
      await call('POST', '/api/confirm-order', 200, {
        json: { code, start_within_cancellation_period: false },
        idempotent: true,
      }),
    );
    if (confirmation.status !== 'ORDERED') throw new StepFailure('the order was not confirmed');
  },
} satisfies Record<StepId, StepRun>;

/** '429 request.rate_limited': the status and the error key of an unexpected answer. */
export function failureReason(answer: Answer): string {
  const key = record(answer.body).error;
  return typeof key === 'string' ? `${answer.status} ${key}` : `${answer.status}`;
}

/** What went wrong in words short enough for a table: a refusal, a timeout or a broken connection. */
export function errorReason(error: unknown): string {
  if (error instanceof StepFailure) return error.message;
  const code = record(error).code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : 'unknown error';
}

/**
 * Walks one visitor through the whole journey, recording each step's wall time; the first step that
 * fails ends the journey (the later ones need what it would have made). Answers whether it completed.
 */
export async function walkJourney(
  transport: Transport,
  visit: Visit,
  recordStep: (sample: StepSample) => void,
  now: () => number = () => performance.now(),
): Promise<boolean> {
  const state: JourneyState & { address: Record<string, unknown> } = { code: null, address: {} };
  for (const step of STEPS) {
    let requests = 0;
    const call: Call = async (method, path, expected, init = {}) => {
      const headers: Record<string, string> = init.idempotent ? { 'Idempotency-Key': randomUUID() } : {};
      const answer = await transport.send(method, path, { json: init.json, headers });
      requests += 1;
      if (answer.status !== expected) throw new StepFailure(failureReason(answer));
      return answer.body;
    };
    const started = now();
    try {
      await STEP_RUNS[step.id](call, visit, state);
      recordStep({ step: step.id, ms: now() - started, requests, error: null });
    } catch (error) {
      recordStep({ step: step.id, ms: now() - started, requests, error: errorReason(error) });
      return false;
    }
  }
  return true;
}
