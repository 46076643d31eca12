/**
 * The behavioural-tracking script (content-and-api.md §7 'synerise-js-proxy'), fetched from
 * {TRACKING_SCRIPT_BASE_URL}/synerise-javascript-sdk.min.js and served from the site's own origin.
 * Never an open proxy (decision 0323): the address is fixed by configuration, nothing of the request
 * reaches it; redirects are refused; the script is read to at most 512 KiB and must say it is
 * JavaScript; one copy is kept for an hour and a stale one served for a day if the source fails.
 */
export const TRACKING_SCRIPT_PATH = '/synerise-javascript-sdk.min.js';

const TRACKING_SCRIPT_LIMITS = {
  maxBytes: 512 * 1024,
  timeoutMs: 5_000,
  /** How long a fetched copy is served before it is fetched again. */
  freshMs: 60 * 60 * 1000,
  /** How long a copy may still be served while the source is failing. */
  staleMs: 24 * 60 * 60 * 1000,
  /** After a failure with nothing kept, requests are answered with it this long before asking again. */
  retryAfterFailureMs: 30 * 1000,
} as const;

const JAVASCRIPT_TYPE = /^(?:application|text)\/(?:x-)?(?:javascript|ecmascript)\s*(?:;|$)/i;

export interface TrackingScriptConfig {
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  limits?: Partial<typeof TRACKING_SCRIPT_LIMITS>;
}

export class TrackingScriptUnavailableError extends Error {
  override readonly name = 'TrackingScriptUnavailableError';
}

export interface TrackingScript {
  body: string;
  fetchedAt: number;
}

async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array | null> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    return declared > maxBytes ? null : new Uint8Array();
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const next = await reader.read();
    if (next.done) break;
    total += next.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(next.value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export function createTrackingScriptSource(config: TrackingScriptConfig) {
  const doFetch = config.fetch ?? fetch;
  const now = config.now ?? (() => Date.now());
  const limits = { ...TRACKING_SCRIPT_LIMITS, ...config.limits };
  const url = `${config.baseUrl.replace(/\/+$/, '')}${TRACKING_SCRIPT_PATH}`;
  let cached: TrackingScript | null = null;
  let inFlight: Promise<TrackingScript> | null = null;
  let lastFailure: { at: number; error: unknown } | null = null;

  async function fetchScript(): Promise<TrackingScript> {
    let response: Response;
    try {
      response = await doFetch(url, {
        redirect: 'error',
        headers: { Accept: 'application/javascript' },
        signal: AbortSignal.timeout(limits.timeoutMs),
      });
    } catch (error) {
      throw new TrackingScriptUnavailableError('The tracking script could not be fetched', { cause: error });
    }
    if (response.status !== 200) {
      await response.body?.cancel().catch(() => undefined);
      throw new TrackingScriptUnavailableError(`The tracking script source answered ${response.status}`);
    }
    if (!JAVASCRIPT_TYPE.test(response.headers.get('content-type') ?? '')) {
      await response.body?.cancel().catch(() => undefined);
      throw new TrackingScriptUnavailableError('The tracking script source did not answer JavaScript');
    }
    let bytes: Uint8Array | null;
    try {
      bytes = await readLimited(response, limits.maxBytes);
    } catch (error) {
      throw new TrackingScriptUnavailableError('The tracking script could not be read', { cause: error });
    }
    if (bytes === null) throw new TrackingScriptUnavailableError('The tracking script is too large');
    let body: string;
    try {
      body = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new TrackingScriptUnavailableError('The tracking script is not UTF-8');
    }
    if (body.trim() === '') throw new TrackingScriptUnavailableError('The tracking script is empty');
    return { body, fetchedAt: now() };
  }

  return {
    /** The script: the kept copy while fresh, else fetched again (one fetch at a time), else a stale copy. */
    async get(): Promise<TrackingScript> {
      if (cached && now() - cached.fetchedAt < limits.freshMs) return cached;
      // A failing source is not asked again by every visitor: the failure stands for a while.
      if (lastFailure && now() - lastFailure.at < limits.retryAfterFailureMs) {
        if (cached && now() - cached.fetchedAt < limits.staleMs) return cached;
        throw lastFailure.error;
      }
      inFlight ??= fetchScript().finally(() => {
        inFlight = null;
      });
      try {
        cached = await inFlight;
        lastFailure = null;
        return cached;
      } catch (error) {
        lastFailure = { at: now(), error };
        if (cached && now() - cached.fetchedAt < limits.staleMs) return cached;
        throw error;
      }
    },
  };
}

export type TrackingScriptSource = ReturnType<typeof createTrackingScriptSource>;
