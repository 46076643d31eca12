import { uprnChecked } from '@/lib/api/address-routes';
import { routeDeps } from '@/lib/api/default-deps';

export function PUT(request: Request): Promise<Response> {
  return uprnChecked(request, routeDeps(request));
}
