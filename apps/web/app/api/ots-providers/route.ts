import { routeDeps } from '@/lib/api/default-deps';
import { otsProviders } from '@/lib/api/ots-providers-route';

export function GET(request: Request): Promise<Response> {
  return otsProviders(request, routeDeps(request));
}
