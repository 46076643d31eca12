'use client';

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react';
import { useRouter } from 'next/navigation';

/**
 * Inside the admin's live preview frame: when the editor saves, the admin posts a message and the
 * page re-renders its server components with the new draft. The admin is this same site, so its
 * origin is the page's own; messages from any other origin are ignored by the library.
 */
export function LivePreviewListener() {
  const router = useRouter();
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={window.location.origin} />;
}
