import { routeDeps } from '@/lib/api/default-deps';
import { customerProspect } from '@/lib/api/lead-routes';

export function POST(request: Request): Promise<Response> {
  return customerProspect(request, routeDeps(request));
}
