import { uprnByPostcode } from '@/lib/api/address-routes';
import { routeDeps } from '@/lib/api/default-deps';

export function POST(request: Request): Promise<Response> {
  return uprnByPostcode(request, routeDeps(request));
}
