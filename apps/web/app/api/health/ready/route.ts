import { cmsPayload } from '@/cms/payload-client';
import { isDraining } from '@/lib/draining';
import { readinessAnswer } from '@/lib/health';

/**
 * Readiness for the load balancer: 503 once the process was told to stop, or when the CMS database
 * does not answer; 200 otherwise (decision 0541). No cookie, no rate limit, never cached.
 */
export function GET(): Promise<Response> {
  return readinessAnswer(
    [
      {
        name: 'CMS database',
        key: 'health.database_unavailable',
        answers: async () => (await cmsPayload()).db.count({ collection: 'payload-migrations', where: {} }),
      },
    ],
    isDraining(),
  );
}
