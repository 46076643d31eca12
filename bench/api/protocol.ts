/** What the benchmark and its API process (server.ts) agree on. */
export const CONSTANT_ROUTE = '/bench/constant';
export const CONSTANT_BODY = { status: 'ok', service: 'provider-api', bench: true } as const;

/** The API process's messages: listening on a port (or why not), and its CPU time when asked ('cpu'). */
export type ServerMessage =
  | { ready: true; port: number }
  | { ready: false; error: string }
  | { cpuMicros: number };
