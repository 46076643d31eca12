import { routeDeps } from '@/lib/api/default-deps';
import { rescheduleYourOrder } from '@/lib/api/your-order-change-routes';

export function POST(request: Request): Promise<Response> {
  return rescheduleYourOrder(request, routeDeps(request));
}
