/**
 * One delivery's HTTP request (decision 0641): POST the event's body as JSON with its id, time and
 * signature headers, within the timeout. A redirect is not followed (a 3xx is a failure: the
 * subscriber registers the URL it wants called); the answer's body is not read beyond its status.
 */

export interface WebhookPost {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  /** Aborted when the worker stops. */
  signal?: AbortSignal;
}

export interface WebhookAnswer {
  /** The HTTP status, or null when none came. */
  statusCode: number | null;
  /** Why it failed without a status (refused, timed out, aborted); null with a status. */
  error: string | null;
}

export const WEBHOOK_USER_AGENT = 'HeyBroadband-Webhooks/1.0';

function reason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return `No answer within ${timeoutMs} ms`;
    if (error.name === 'AbortError') return 'Stopped: the API process was closing';
    const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
    if (cause && typeof cause.code === 'string')
      return `${cause.code}: ${String(cause.message ?? '')}`.slice(0, 300);
    return error.message.slice(0, 300);
  }
  return String(error).slice(0, 300);
}

export async function postWebhook(post: WebhookPost): Promise<WebhookAnswer> {
  const timeout = AbortSignal.timeout(post.timeoutMs);
  const signal = post.signal ? AbortSignal.any([timeout, post.signal]) : timeout;
  try {
    const response = await fetch(post.url, {
      method: 'POST',
      body: post.body,
      headers: { 'content-type': 'application/json', 'user-agent': WEBHOOK_USER_AGENT, ...post.headers },
      redirect: 'manual',
      signal,
    });
    // The answer's body is not needed: release the connection.
    await response.body?.cancel().catch(() => undefined);
    return { statusCode: response.status, error: null };
  } catch (error) {
    return { statusCode: null, error: reason(error, post.timeoutMs) };
  }
}
