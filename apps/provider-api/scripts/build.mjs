// Compiles the provider API for production (decision 0540): src/server.ts and everything it
// imports from our own workspace packages (@fibre/*, shipped as TypeScript source) bundled into
// dist/server.js; every other package stays an import from node_modules, as installed. Run it
// with `npm run build -w apps/provider-api`; `npm start -w apps/provider-api` runs the result.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildProviderApi();
}
