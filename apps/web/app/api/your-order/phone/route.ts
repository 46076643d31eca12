import { routeDeps } from '@/lib/api/default-deps';
import { changeYourOrderPhone } from '@/lib/api/your-order-change-routes';

export function POST(request: Request): Promise<Response> {
  return changeYourOrderPhone(request, routeDeps(request));
}
