import { revalidateGlobal } from '@/cms/revalidate';

/** Expires the one cache tag the site's reads of this global carry (src/cms/cache-tags.ts). */
export const revalidate = revalidateGlobal('plan-chooser');
