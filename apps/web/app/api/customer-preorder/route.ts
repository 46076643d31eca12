import { customerPreorder } from '@/lib/api/customer-order-routes';
import { routeDeps } from '@/lib/api/default-deps';

export function POST(request: Request): Promise<Response> {
  return customerPreorder(request, routeDeps(request));
}
