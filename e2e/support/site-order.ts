import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/**
 * Signs up through the site's own route, as the details step does, so the browser is given the
 * order's cookie and may use the order in the later steps (decision 0290). Returns the order code.
 */
export async function signUpThroughSite(page: Page, body: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/customer-signup', {
    data: body,
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { customer: { code: string } }).customer.code;
}
