import { uprnData } from '@/lib/api/address-routes';
import { routeDeps } from '@/lib/api/default-deps';

export function POST(request: Request): Promise<Response> {
  return uprnData(request, routeDeps(request));
}
