/** What the benchmark and its API process (server.ts) agree on. */
export const CONSTANT_ROUTE = '/bench/constant';
export const CONSTANT_BODY = { status: 'ok', service: 'provider-api', bench: true } as const;

/** The API process's one message: listening on a port, or why it could not start. */
export type ServerMessage = { ready: true; port: number } | { ready: false; error: string };
