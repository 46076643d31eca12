import { routeDeps } from '@/lib/api/default-deps';
import { cancelYourOrder } from '@/lib/api/your-order-change-routes';

export function POST(request: Request): Promise<Response> {
  return cancelYourOrder(request, routeDeps(request));
}
