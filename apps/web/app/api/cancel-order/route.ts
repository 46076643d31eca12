import { cancelOrder } from '@/lib/api/cancel-order-route';
import { routeDeps } from '@/lib/api/default-deps';

export function POST(request: Request): Promise<Response> {
  return cancelOrder(request, routeDeps(request));
}
