import type { ChildProcess } from 'node:child_process';

export interface RedisServer {
  url: string;
  /** The redis-server process (the cluster's exit handler kills it if the launcher dies). */
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Debian's redis-server, or null when the package is not installed. */
export function findRedisServer(candidates?: string[]): string | null;

/**
 * Starts a throwaway Redis server on loopback (a free port unless `port` is given), with no
 * persistence, its files in a temp dir unless `dir` is given, in its own process group if `detached`.
 */
export function startRedis(options?: {
  port?: number;
  dir?: string;
  detached?: boolean;
}): Promise<RedisServer>;
