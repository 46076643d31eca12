import { routeDeps } from '@/lib/api/default-deps';
import { findMyOrder } from '@/lib/api/find-my-order-route';

export function POST(request: Request): Promise<Response> {
  return findMyOrder(request, routeDeps(request));
}
