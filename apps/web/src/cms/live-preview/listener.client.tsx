'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Inside the admin's live preview frame: the page tells the admin it is ready, and re-renders its
 * server components with the new draft each time the admin says the document was saved. These are
 * the two messages of Payload's live preview protocol, as its `RefreshRouteOnSave` sends and reads
 * them; the SDK itself is not used because its newest release (3.90.1) trails Payload (3.90.2)
 * and Payload refuses mixed versions (decision 0313). The admin is this same site, so only
 * messages from the page's own origin count.
 */
export function LivePreviewListener() {
  const router = useRouter();
  useEffect(() => {
    const origin = window.location.origin;
    function onMessage(event: MessageEvent) {
      const data: unknown = event.data;
      if (
        event.origin === origin &&
        typeof data === 'object' &&
        data !== null &&
        (data as { type?: unknown }).type === 'payload-document-event'
      ) {
        router.refresh();
      }
    }
    window.addEventListener('message', onMessage);
    (window.opener ?? window.parent)?.postMessage({ type: 'payload-live-preview', ready: true }, origin);
    return () => window.removeEventListener('message', onMessage);
  }, [router]);
  return null;
}
