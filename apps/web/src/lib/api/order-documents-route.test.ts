import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderViewAccessCookie, orderViewKey } from '../order-view-access';
import { orderDocument } from './order-documents-route';
import {
  fakeDeps as baseFakeDeps,
  down,
  get,
  notFound,
  orderCookie,
  TEST_ORDER_ACCESS_KEY,
  VID,
} from './route-deps.test-support';

afterEach(() => {
  vi.restoreAllMocks();
});

const ORDER = 'FB7K3M9QXT';

/** The fake provider has a receipt and a contract summary for any order. */
const fakeDeps = () => baseFakeDeps();

/** The Cookie header of a browser that proved the order `code` at `now`. */
function viewCookie(code: string, now: number): string {
  const setCookie = orderViewAccessCookie(code, now, { key: orderViewKey(TEST_ORDER_ACCESS_KEY) });
  return `hb_vid=${VID}; ${setCookie.split(';')[0]}`;
}

describe('GET /api/your-order/{document}', () => {
  it.each([
    ['receipt', 'getOrderReceiptPdf', '%PDF-1.7 receipt', 'receipt-FB7K3M9QXT.pdf'],
    ['contract-summary', 'getContractSummaryPdf', '%PDF-1.7 test', 'contract-summary-FB7K3M9QXT.pdf'],
  ] as const)('downloads the %s of the order the cookie names', async (document, call, text, file) => {
    const fake = fakeDeps();
    const response = await orderDocument(
      get(`/api/your-order/${document}`, { cookie: viewCookie(ORDER, fake.deps.now()) }),
      fake.deps,
      document,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toBe(text);
    expect(fake.provider[call]).toHaveBeenCalledWith(ORDER);
  });

  it('answers 404 order.not_found without the cookie, with an expired one, or with the checkout order cookie', async () => {
    const fake = fakeDeps();
    const now = fake.deps.now();
    for (const cookie of [
      `hb_vid=${VID}`,
      viewCookie(ORDER, now - 30 * 60_000),
      `hb_vid=${VID}; ${orderCookie(ORDER, now).cookie}`,
      `hb_vid=${VID}; ${orderCookie(ORDER, now).cookie.replace('hb_order=', 'hb_view=')}`,
    ]) {
      const response = await orderDocument(get('/api/your-order/receipt', { cookie }), fake.deps, 'receipt');
      expect(response.status).toBe(404);
      expect((await response.json()).error).toBe('order.not_found');
    }
    expect(fake.provider.getOrderReceiptPdf).not.toHaveBeenCalled();
  });

  it('takes no query: the order is never named in the address', async () => {
    const fake = fakeDeps();
    const response = await orderDocument(
      get(`/api/your-order/receipt?code=${ORDER}`, { cookie: viewCookie(ORDER, fake.deps.now()) }),
      fake.deps,
      'receipt',
    );
    expect(response.status).toBe(400);
    expect(fake.provider.getOrderReceiptPdf).not.toHaveBeenCalled();
  });

  it("passes on the provider's 404, and its failure as a gateway error", async () => {
    const fake = fakeDeps();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(fake.provider.getOrderReceiptPdf).mockRejectedValueOnce(notFound('order.not_found'));
    vi.mocked(fake.provider.getOrderReceiptPdf).mockRejectedValueOnce(down());
    const cookie = viewCookie(ORDER, fake.deps.now());
    const gone = await orderDocument(get('/api/your-order/receipt', { cookie }), fake.deps, 'receipt');
    expect(gone.status).toBe(404);
    const failed = await orderDocument(get('/api/your-order/receipt', { cookie }), fake.deps, 'receipt');
    expect(failed.status).toBe(503);
  });

  it("counts against the visitor's reading budget", async () => {
    const fake = fakeDeps();
    const cookie = viewCookie(ORDER, fake.deps.now());
    for (let index = 0; index < 60; index += 1) {
      await orderDocument(get('/api/your-order/receipt', { cookie }), fake.deps, 'receipt');
    }
    const refused = await orderDocument(get('/api/your-order/receipt', { cookie }), fake.deps, 'receipt');
    expect(refused.status).toBe(429);
  });
});
