import { routeDeps } from '@/lib/api/default-deps';
import { customerRoi } from '@/lib/api/lead-routes';

export function POST(request: Request): Promise<Response> {
  return customerRoi(request, routeDeps(request));
}
