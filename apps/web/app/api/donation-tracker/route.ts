import { routeDeps } from '@/lib/api/default-deps';
import { donationTracker } from '@/lib/api/donation-tracker-route';

export function PUT(request: Request): Promise<Response> {
  return donationTracker(request, routeDeps(request));
}
