import { routeDeps } from '@/lib/api/default-deps';
import { outage } from '@/lib/api/outage-route';

export function POST(request: Request): Promise<Response> {
  return outage(request, routeDeps(request));
}
