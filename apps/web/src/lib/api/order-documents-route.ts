import { orderViewKey, readOrderViewAccess } from '../order-view-access';
import { apiError } from './responses';
import type { RouteDeps } from './route-deps';
import { limitRefusal, providerAnswer, sameSiteVisitor } from './same-site-route';

/**
 * The documents of the order page (issue 23, decision 0650), for the order this browser proved on
 * Find my order and no other: GET /api/your-order/contract-summary (the Ofcom contract summary,
 * dated today) and GET /api/your-order/receipt (the receipt of the order). No code in the URL:
 * the order is the one the `hb_view` cookie names. Without the cookie, or once its 30 minutes are
 * over, 404 order.not_found, after the visitor's rate limit, so the answer says nothing of any order.
 */
export type OrderDocument = 'contract-summary' | 'receipt';

const FILE_NAMES: Record<OrderDocument, (code: string) => string> = {
  'contract-summary': (code) => `contract-summary-${code}.pdf`,
  receipt: (code) => `receipt-${code}.pdf`,
};

export async function orderDocument(
  request: Request,
  deps: RouteDeps,
  document: OrderDocument,
): Promise<Response> {
  const { visitor, respond } = sameSiteVisitor(request, deps);
  if ([...new URL(request.url).searchParams.keys()].length > 0) {
    return respond(apiError('validation.invalid_query', { message: 'This address takes no query.' }));
  }
  const limited = await limitRefusal(deps, 'checkoutStepRead', visitor);
  if (limited) return respond(limited);
  const access = readOrderViewAccess(request.headers.get('cookie'), {
    key: orderViewKey(deps.orderAccessKey),
    now: deps.now(),
  });
  if (access === null) return respond(apiError('order.not_found'));
  try {
    const pdf =
      document === 'receipt'
        ? await deps.provider.getOrderReceiptPdf(access.code)
        : await deps.provider.getContractSummaryPdf(access.code);
    return respond(
      // A copy into a fresh ArrayBuffer: a Uint8Array over a shared buffer is not a BodyInit.
      new Response(new Uint8Array(pdf).buffer, {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${FILE_NAMES[document](access.code)}"`,
          'Content-Length': String(pdf.byteLength),
          'Cache-Control': 'private, no-store',
        },
      }),
    );
  } catch (error) {
    return respond(providerAnswer(error, `/api/your-order/${document}`));
  }
}
