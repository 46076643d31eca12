import type { ProviderCallRecord } from '@fibre/provider-client';

/** Where the line goes: stdout, as `next start` writes its own lines. */
export type LineWriter = (line: string) => void;

/**
 * The site's one log line per provider call (decision 0542): the request id the provider API logs
 * as its reqId, the method, the route template (never a postcode or code), the status (null when no
 * answer came) and the time taken. One JSON object per line, like the API's, so both logs join on
 * the id. Silent under the unit tests (NODE_ENV=test).
 */
export function providerCallLogger(
  write: LineWriter = (line) => process.stdout.write(`${line}\n`),
  env: { NODE_ENV?: string } = process.env,
): (record: ProviderCallRecord) => void {
  if (env.NODE_ENV === 'test') return () => undefined;
  return (record) => {
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        msg: 'provider call',
        reqId: record.requestId,
        method: record.method,
        path: record.path,
        status: record.status,
        ms: record.ms,
      }),
    );
  };
}
