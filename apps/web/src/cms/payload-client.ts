import 'server-only';
import config from '@payload-config';
import { getPayload, type Payload } from 'payload';

/** The site's one Payload instance (Payload caches it per process). */
export function cmsPayload(): Promise<Payload> {
  return getPayload({ config });
}
