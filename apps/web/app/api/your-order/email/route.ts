import { routeDeps } from '@/lib/api/default-deps';
import { changeYourOrderEmail } from '@/lib/api/your-order-change-routes';

export function POST(request: Request): Promise<Response> {
  return changeYourOrderEmail(request, routeDeps(request));
}
