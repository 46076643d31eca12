import { confirmOrder } from '@/lib/api/checkout-step-routes';
import { routeDeps } from '@/lib/api/default-deps';

export function POST(request: Request): Promise<Response> {
  return confirmOrder(request, routeDeps(request));
}
