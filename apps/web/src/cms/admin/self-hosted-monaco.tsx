'use client';

import { loader } from '@monaco-editor/react';
import { JSONField } from '@payloadcms/ui';
import type { JSONFieldClientProps } from 'payload';
import { useEffect, useState } from 'react';

/**
 * Payload's code and JSON fields use Monaco through @monaco-editor/react, whose loader fetches
 * the editor from cdn.jsdelivr.net: the admin's CSP refuses that host and an offline install
 * cannot reach it (decision 0314). Payload's UI bundles its own copy of that loader, so it cannot
 * be configured from here; but it uses a Monaco already on `window.monaco`. So a JSON field of ours
 * (`admin.components.Field`) loads the copy the site serves itself (scripts/copy-monaco.mjs) and
 * shows Payload's field only once it is there: a code field that mounted first would have its own
 * copy of the loader fetch the CDN (a browser test caught that race). Only a page that shows such a
 * field fetches the 2.4 MB editor (decision 0600); the dashboard and the lists do not.
 */
const MONACO_PATH = '/cms-monaco/vs';

/** How long a field waits for the editor before it shows without it (the field then stays empty). */
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

function monacoOnWindow(): boolean {
  return typeof window !== 'undefined' && Boolean((window as { monaco?: unknown }).monaco);
}

/** Payload's JSON field, once Monaco (self-served) is on window. */
export function SelfHostedJsonField(props: JSONFieldClientProps) {
  const [ready, setReady] = useState(monacoOnWindow);
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
      <p role="status" className="field-type json-field">
        Loading the editor…
      </p>
    );
  }
  return <JSONField {...props} />;
}
