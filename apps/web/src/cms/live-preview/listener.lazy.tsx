'use client';

import dynamic from 'next/dynamic';

/**
 * The listener as its own chunk, rendered without server HTML (it has none, and reads the window):
 * only staff in draft mode fetch it (decisions 0312, 0313).
 */
export const LivePreviewListener = dynamic(
  () => import('./listener.client').then((module) => module.LivePreviewListener),
  { ssr: false },
);
