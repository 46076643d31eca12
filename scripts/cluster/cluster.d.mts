// Types of cluster.mjs for the TypeScript callers (the cluster suite, the load bench).

export interface ClusterPorts {
  /** The site's load balancer (PORT). */
  site: number;
  /** The provider API's load balancer (PROVIDER_API_PORT). */
  api: number;
  /** One per site process. */
  sites: number[];
  /** One per API process. */
  apis: number[];
  standIns: number;
  /** HAProxy's statistics page. */
  stats: number;
  /** Our own PostgreSQL and Redis; free ports when absent. */
  postgres?: number;
  redis?: number;
}

export interface ClusterProcess {
  name: string;
  url: string;
}

export interface Cluster {
  siteUrl: string;
  apiUrl: string;
  standInsUrl: string;
  statsUrl: string;
  token: string;
  dataDir: string;
  databaseUrl: string;
  cmsDatabaseUrl: string;
  redisUrl: string;
  siteProcesses: ClusterProcess[];
  apiProcesses: ClusterProcess[];
  logPath(name: string): string;
  balancerStatus(): Promise<Record<string, string>>;
  restart(name: string): Promise<void>;
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  start(name: string): Promise<void>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  sites?: number;
  apis?: number;
  dataDir: string;
  ports?: Partial<ClusterPorts>;
  env?: Record<string, string>;
  log?: (message: string) => void;
  build?: boolean;
  durable?: boolean;
}

export const REPO_ROOT: string;
export const DEFAULT_PORTS: Omit<ClusterPorts, 'postgres' | 'redis'>;
export function freeClusterPorts(counts?: { sites?: number; apis?: number }): Promise<ClusterPorts>;
export const READINESS_PATHS: { site: string; api: string };
export function startCluster(options: ClusterOptions): Promise<Cluster>;
