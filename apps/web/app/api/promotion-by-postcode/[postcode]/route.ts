import { routeDeps } from '@/lib/api/default-deps';
import { promotionByPostcode } from '@/lib/api/promotion-routes';

export async function GET(
  request: Request,
  context: RouteContext<'/api/promotion-by-postcode/[postcode]'>,
): Promise<Response> {
  const { postcode } = await context.params;
  return promotionByPostcode(postcode, routeDeps(request));
}
