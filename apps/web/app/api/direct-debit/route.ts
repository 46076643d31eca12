import { directDebit } from '@/lib/api/checkout-step-routes';
import { routeDeps } from '@/lib/api/default-deps';

export function POST(request: Request): Promise<Response> {
  return directDebit(request, routeDeps(request));
}
