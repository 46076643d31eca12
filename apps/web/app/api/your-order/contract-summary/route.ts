import { routeDeps } from '@/lib/api/default-deps';
import { orderDocument } from '@/lib/api/order-documents-route';

export function GET(request: Request): Promise<Response> {
  return orderDocument(request, routeDeps(request), 'contract-summary');
}
