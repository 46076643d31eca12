import { customerUpdate } from '@/lib/api/customer-order-routes';
import { routeDeps } from '@/lib/api/default-deps';

export function POST(request: Request): Promise<Response> {
  return customerUpdate(request, routeDeps(request));
}
