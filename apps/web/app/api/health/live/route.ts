import { livenessAnswer } from '@/lib/health';

/** Liveness for the load balancer and the cluster: no database, no cookie, no rate limit (decision 0541). */
export function GET(): Response {
  return livenessAnswer();
}
