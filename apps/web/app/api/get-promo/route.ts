import { routeDeps } from '@/lib/api/default-deps';
import { getPromo } from '@/lib/api/promotion-routes';

export function GET(request: Request): Promise<Response> {
  return getPromo(request, routeDeps(request));
}
