'use client';

import { loader } from '@monaco-editor/react';
import type { ReactNode } from 'react';

/**
 * Payload's code and JSON fields use Monaco through @monaco-editor/react, whose loader fetches
 * the editor from cdn.jsdelivr.net: the admin's CSP refuses that host and an offline install
 * cannot reach it (decision 0314). Payload's UI bundles its own copy of that loader, so it cannot
 * be configured from here; but it uses a Monaco already on `window.monaco`. So this provider loads
 * the copy the site serves itself (scripts/copy-monaco.mjs) as soon as the admin starts, before
 * the staff member opens a code field.
 */
export const MONACO_PATH = '/cms-monaco/vs';

if (typeof window !== 'undefined') {
  loader.config({ paths: { vs: MONACO_PATH } });
  loader.init().catch((error: unknown) => console.error('The code editor could not be loaded', error));
}

/** An admin provider (Payload's `admin.components.providers`): only here for the lines above. */
export function SelfHostedMonaco({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
