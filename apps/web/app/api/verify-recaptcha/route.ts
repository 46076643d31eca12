import { routeDeps } from '@/lib/api/default-deps';
import { verifyRecaptcha } from '@/lib/api/verify-recaptcha-route';

export function POST(request: Request): Promise<Response> {
  return verifyRecaptcha(request, routeDeps(request));
}
