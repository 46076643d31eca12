// Compiles the provider API for production (decision 0540): src/server.ts and everything it
// imports from our own workspace packages (@fibre/*, shipped as TypeScript source) bundled into
// dist/server.js; every other package stays an import from node_modules, as installed. Run it
// with `npm run build -w apps/provider-api`; `npm start -w apps/provider-api` runs the result.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const outdir = fileURLToPath(new URL('../dist', import.meta.url));

/** Bare imports of packages outside this repository stay external (loaded from node_modules). */
const externalPackages = {
  name: 'external-node-modules',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@fibre/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Builds dist/server.js; returns esbuild's result (the tests build into a folder of their own). */
export async function buildProviderApi({ outDir = outdir, quiet = false } = {}) {
  // Loaded here, not at the top: `--if-missing` with a build present needs no esbuild (a production
  // install without devDependencies).
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: appDir,
    entryPoints: { server: 'src/server.ts' },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Syntax only: the oldest Node the root package.json's engines field still admits.
    target: 'node20',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: quiet ? 'warning' : 'info',
    metafile: true,
  });
  return result;
}

// `--if-missing` (the workspace's prestart): build only when there is no dist/server.js yet, so
// `npm start -w apps/provider-api` works on a fresh clone and never rebuilds a deployed build.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ifMissing = process.argv.includes('--if-missing');
  if (!ifMissing || !existsSync(join(outdir, 'server.js'))) await buildProviderApi();
}
