'use client';

import { loader } from '@monaco-editor/react';
import type { ReactNode } from 'react';

/**
 * Payload's code and JSON fields use Monaco through @monaco-editor/react, whose loader fetches
 * the editor from cdn.jsdelivr.net: the admin's CSP refuses that host and an offline install
 * cannot reach it. Pointing the loader at the copy the site serves itself
 * (scripts/copy-monaco.mjs) before any editor mounts keeps the fields working (decision 0314).
 */
export const MONACO_PATH = '/cms-monaco/vs';
loader.config({ paths: { vs: MONACO_PATH } });

/** An admin provider (Payload's `admin.components.providers`): only here for the line above. */
export function SelfHostedMonaco({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
