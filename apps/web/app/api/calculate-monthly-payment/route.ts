import { routeDeps } from '@/lib/api/default-deps';
import { calculateMonthlyPayment } from '@/lib/api/monthly-payment-route';

export function POST(request: Request): Promise<Response> {
  return calculateMonthlyPayment(request, routeDeps(request));
}
