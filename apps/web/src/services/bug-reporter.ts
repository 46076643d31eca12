import type { BrowserServices, ThirdPartyCspSources } from './browser-scripts';

/**
 * The bug-reporting widget (content-and-api.md §7 'Loaded scripts': 'bug-reporting widget (preview
 * host only)', decision 0379). Staff and agencies reviewing a change on a preview host report what
 * they see with it; on the public site it never loads, and the page's CSP lists it only on a preview
 * host. The vendor's snippet shape: `window.markerConfig = {project}` then its shim script.
 */

/** The widget's script under its base URL (the real one: https://edge.marker.io/latest/shim.js). */
const BUG_REPORTER_SCRIPT_PATH = '/latest/shim.js';

/** The real vendor's script host; its widget talks to and frames other hosts of the same domain. */
const VENDOR_SCRIPT_ORIGIN = 'https://edge.marker.io';
const VENDOR_HOSTS = 'https://*.marker.io';

export type BugReporterSettings = NonNullable<BrowserServices['bugReporter']>;

export function bugReporterScriptUrl(baseUrl: string): string {
  return `${baseUrl}${BUG_REPORTER_SCRIPT_PATH}`;
}

/**
 * Whether `hostname` is a preview host: equal to a pattern, or under a `*.domain` pattern (one or
 * more labels before the domain; the domain itself is not under it). Case and a trailing dot are
 * ignored; a port must already be gone.
 */
export function isPreviewHost(hostname: string, patterns: readonly string[]): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '') return false;
  return patterns.some((pattern) => {
    if (!pattern.startsWith('*.')) return host === pattern;
    const domain = pattern.slice(1);
    return host.length > domain.length && host.endsWith(domain);
  });
}

/** The host name of a Host header value (`name`, `name:port`, `[v6]:port`), lower case. */
export function hostnameOf(hostHeader: string | null): string {
  if (hostHeader === null) return '';
  const value = hostHeader.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d*$/, '');
}

/** What the CSP must add on a preview host for the widget to load, talk back and draw its frame. */
export function bugReporterCspSources(settings: BugReporterSettings): ThirdPartyCspSources {
  const origin = new URL(settings.baseUrl).origin;
  const hosts = origin === VENDOR_SCRIPT_ORIGIN ? [origin, VENDOR_HOSTS] : [origin];
  return { script: [origin], connect: hosts, img: hosts, frame: hosts };
}

/** The CSP sources of the services every page may use, joined with the bug reporter's. */
export function withBugReporterSources(
  sources: ThirdPartyCspSources,
  bugReporter: ThirdPartyCspSources,
): ThirdPartyCspSources {
  const join = (a: string[], b: string[]) => [...new Set([...a, ...b])];
  return {
    script: join(sources.script, bugReporter.script),
    connect: join(sources.connect, bugReporter.connect),
    img: join(sources.img, bugReporter.img),
    frame: join(sources.frame, bugReporter.frame),
  };
}
