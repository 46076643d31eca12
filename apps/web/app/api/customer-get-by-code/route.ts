import { customerGetByCode } from '@/lib/api/customer-read-route';
import { routeDeps } from '@/lib/api/default-deps';

export function POST(request: Request): Promise<Response> {
  return customerGetByCode(request, routeDeps(request));
}
