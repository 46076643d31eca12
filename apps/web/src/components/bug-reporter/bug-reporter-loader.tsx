'use client';

import { useEffect } from 'react';
import { type BugReporterSettings, bugReporterScriptUrl, isPreviewHost } from '@/services/bug-reporter';
import { loadScript } from '../consent/load-script';

/**
 * Loads the bug-reporting widget on a preview host, and only there (decision 0379). The host is
 * read in the browser, so every page stays the same for every host (the proxy's CSP lists the
 * widget on the same hosts). It asks no cookie question: preview hosts are the provider's staff's
 * and agencies' review copies, the widget is the tool they review with, and it records nothing
 * until a reviewer sends a report. A widget that fails to load leaves the page as it was.
 */
export function BugReporterLoader({ settings }: { settings: BugReporterSettings }) {
  const { baseUrl, project, previewHosts } = settings;
  useEffect(() => {
    if (!isPreviewHost(window.location.hostname, previewHosts)) return;
    // The vendor's snippet names the project before its script loads.
    Object.assign(window, { markerConfig: { project, source: 'snippet' } });
    loadScript(bugReporterScriptUrl(baseUrl)).catch(() => undefined);
  }, [baseUrl, project, previewHosts]);
  return null;
}
