import { DEMO_ADDRESSES } from '@fibre/domain/demo/addresses';
import { DEMO_PROMOTIONS } from '@fibre/domain/demo/promotions';
import { ProviderError } from '@fibre/provider-client';
import { vi } from 'vitest';
import { LookedUpUprns } from './looked-up-uprns';
import { createRateLimiters } from './rate-limits';
import type { RouteDeps } from './route-deps';

// Test doubles shared by the same-site route handlers' tests (one test file beside each handler).

export const fibreStreet = DEMO_ADDRESSES.filter((address) => address.postcode === 'HB1 1AA');
export const VID = '123e4567-e89b-42d3-a456-426614174000';

/** Route dependencies with a fake provider answering demo data, and a clock the test moves. */
export function fakeDeps(overrides: Partial<RouteDeps['provider']> = {}) {
  const provider = {
    getAddressesByPostcode: vi.fn(async () => fibreStreet),
    getAddressByUprn: vi.fn(async () => fibreStreet[0]!),
    getActivePromotions: vi.fn(async () => [DEMO_PROMOTIONS[0]!]),
    getPromotionByCode: vi.fn(async () => DEMO_PROMOTIONS[1]!),
    getPromotionsByPostcode: vi.fn(async () => [DEMO_PROMOTIONS[0]!]),
    calculateMonthlyPayment: vi.fn(async () => ({
      total_monthly_price: 34,
      details: [{ id_product: 1002, monthly_price: 27, first_charge: 0, free_months: 0 }],
    })),
    markUprnChecked: vi.fn(async (uprn: string) => ({ uprn, checked_at: '2026-11-22T10:00:00.000Z' })),
    ...overrides,
  };
  let now = 1_000_000;
  const deps: RouteDeps = {
    provider,
    limiters: createRateLimiters(),
    lookedUp: new LookedUpUprns(),
    now: () => now,
    secure: false,
    clientIp: '203.0.113.9',
  };
  return { deps, provider, advance: (ms: number) => (now += ms) };
}

/** A JSON request from the test network address (a string body is sent as it is). */
export function post(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
): Request {
  return new Request(`http://localhost${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${path}`, {
    headers: { 'x-forwarded-for': '203.0.113.9', ...headers },
  });
}

export const down = () => new ProviderError({ key: 'service.unavailable', status: 503, message: 'down' });
export const timeout = () => new ProviderError({ key: 'service.timeout', status: 504, message: 'slow' });
export const broken = () => new ProviderError({ key: 'internal.error', status: 500, message: 'boom' });
export const notFound = (key: string) => new ProviderError({ key, status: 404, message: 'none' });
