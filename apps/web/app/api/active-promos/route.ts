import { routeDeps } from '@/lib/api/default-deps';
import { activePromos } from '@/lib/api/promotion-routes';

export function GET(request: Request): Promise<Response> {
  return activePromos(request, routeDeps(request));
}
