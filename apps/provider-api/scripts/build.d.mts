import type { BuildResult } from 'esbuild';

/** Builds dist/server.js (or `outDir`/server.js): see build.mjs. */
export function buildProviderApi(options?: { outDir?: string; quiet?: boolean }): Promise<BuildResult>;
