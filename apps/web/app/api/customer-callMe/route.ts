import { routeDeps } from '@/lib/api/default-deps';
import { customerCallMe } from '@/lib/api/lead-routes';

export function POST(request: Request): Promise<Response> {
  return customerCallMe(request, routeDeps(request));
}
