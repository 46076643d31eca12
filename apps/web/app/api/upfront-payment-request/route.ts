import { routeDeps } from '@/lib/api/default-deps';
import { upfrontPaymentRequest } from '@/lib/api/upfront-payment-route';

export function POST(request: Request): Promise<Response> {
  return upfrontPaymentRequest(request, routeDeps(request));
}
