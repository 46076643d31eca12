'use client';

import { loader } from '@monaco-editor/react';
import { type ReactNode, useEffect, useState } from 'react';

/**
 * Payload's code and JSON fields use Monaco through @monaco-editor/react, whose loader fetches
 * the editor from cdn.jsdelivr.net: the admin's CSP refuses that host and an offline install
 * cannot reach it (decision 0314). Payload's UI bundles its own copy of that loader, so it cannot
 * be configured from here; but it uses a Monaco already on `window.monaco`. So this provider loads
 * the copy the site serves itself (scripts/copy-monaco.mjs) as soon as the admin starts, and shows
 * the admin only once it is there: a code field that mounted first would have its own copy of the
 * loader fetch the CDN (a browser test caught that race).
 */
const MONACO_PATH = '/cms-monaco/vs';

/** How long the admin waits for the editor before it shows without it (a code field then stays empty). */
const MONACO_WAIT_MS = 15_000;

let monacoReady: Promise<void> | undefined;

function loadMonaco(): Promise<void> {
  monacoReady ??= (() => {
    loader.config({ paths: { vs: MONACO_PATH } });
    const loaded = loader.init().then(
      () => undefined,
      (error: unknown) => console.error('The code editor could not be loaded', error),
    );
    const waited = new Promise<void>((resolve) => setTimeout(resolve, MONACO_WAIT_MS));
    return Promise.race([loaded, waited]);
  })();
  return monacoReady;
}

if (typeof window !== 'undefined') void loadMonaco();

/** An admin provider (Payload's `admin.components.providers`): the admin, once Monaco is on window. */
export function SelfHostedMonaco({ children }: { children?: ReactNode }) {
  const [ready, setReady] = useState(
    () => typeof window !== 'undefined' && Boolean((window as { monaco?: unknown }).monaco),
  );
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadMonaco().then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, [ready]);
  if (!ready) {
    return (
      <p role="status" style={{ padding: '2rem', font: '16px/1.5 sans-serif' }}>
        Loading the editor…
      </p>
    );
  }
  return <>{children}</>;
}
