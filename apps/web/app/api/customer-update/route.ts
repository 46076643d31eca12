import { routeDeps } from '@/lib/api/default-deps';
import { customerUpdate } from '@/lib/api/resume-order-route';

export function POST(request: Request): Promise<Response> {
  return customerUpdate(request, routeDeps(request));
}
