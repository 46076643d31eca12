import { contractSummary } from '@/lib/api/checkout-step-routes';
import { routeDeps } from '@/lib/api/default-deps';

export function GET(request: Request): Promise<Response> {
  return contractSummary(request, routeDeps(request));
}
