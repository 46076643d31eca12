import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

/** What a built route makes a modern browser download before it is interactive. */
export interface BuiltRoute {
  /** The URL path, e.g. '/address-finder'. */
  route: string;
  /** The chunks the route's own layouts and page add to the framework's, e.g. 'static/chunks/x.js'. */
  appFiles: string[];
}

export interface BuildChunks {
  /** Next's rootMainFiles: React, React DOM, the App Router and the Turbopack runtime. Every route loads them. */
  framework: string[];
  /** Loaded with `nomodule` only: browsers that run modules (all the ones Lighthouse emulates) skip them. */
  polyfills: string[];
  routes: BuiltRoute[];
}

export interface RouteFirstLoad {
  route: string;
  /** The route's chunks (framework included), each once: what a browser downloads for it. */
  files: string[];
  /** Framework plus the route's own chunks, each chunk counted once. */
  totalBytes: number;
  frameworkBytes: number;
  /** Application chunks every page route loads (the root layout's client components). */
  sharedAppBytes: number;
  /** What only some routes load. */
  routeBytes: number;
  /** Above the empty Next.js app: our own code on this route. */
  aboveFloorBytes: number;
  /** Over the budget of our own code; never for a staff route (budget.exempt). */
  overBudget: boolean;
}

export interface FirstLoadReport {
  frameworkBytes: number;
  sharedAppBytes: number;
  polyfillBytes: number;
  /** The empty Next.js app's first load, the floor every route stands on. */
  floorBytes: number;
  /** The most of our own code a public route may load above the floor. */
  budgetBytes: number;
  routes: RouteFirstLoad[];
}

/** Issue 22's budget: our own first-load code above the empty Next.js app, per public route (decision 0630). */
export interface FirstLoadBudget {
  floorBytes: number;
  aboveFloorKb: number;
  /** Routes the budget does not hold (the staff's /admin), as route patterns. */
  exempt: readonly string[];
}

/**
 * Sums gzipped sizes per route. `gzippedSize` is given the chunk path; pure, so it is tested with
 * made-up sizes. A chunk counted in the framework is never counted again for a route.
 */
export function measureFirstLoad(
  build: BuildChunks,
  gzippedSize: (file: string) => number,
  budget: FirstLoadBudget,
): FirstLoadReport {
  const framework = new Set(build.framework);
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzippedSize(file), 0);
  const appSets = build.routes.map((route) => new Set(route.appFiles.filter((file) => !framework.has(file))));
  const shared =
    appSets.length === 0
      ? new Set<string>()
      : new Set([...(appSets[0] ?? [])].filter((file) => appSets.every((set) => set.has(file))));
  const frameworkBytes = sum(framework);
  const sharedAppBytes = sum(shared);
  const budgetBytes = budget.aboveFloorKb * 1000;
  return {
    frameworkBytes,
    sharedAppBytes,
    polyfillBytes: sum(new Set(build.polyfills)),
    floorBytes: budget.floorBytes,
    budgetBytes,
    routes: build.routes.map((route, index) => {
      const own = [...(appSets[index] ?? [])].filter((file) => !shared.has(file));
      const routeBytes = sum(own);
      const totalBytes = frameworkBytes + sharedAppBytes + routeBytes;
      const aboveFloorBytes = totalBytes - budget.floorBytes;
      return {
        route: route.route,
        files: [...framework, ...(appSets[index] ?? [])],
        totalBytes,
        frameworkBytes,
        sharedAppBytes,
        routeBytes,
        aboveFloorBytes,
        overBudget: !budget.exempt.includes(route.route) && aboveFloorBytes > budgetBytes,
      };
    }),
  };
}

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

/**
 * The chunks of one App Router page from its client-reference manifest (what Next itself puts in
 * the page's script tags): the entries of its layouts, its page and their boundaries.
 */
function pageEntryFiles(nextDir: string, pageKey: string): string[] {
  const manifestPath = path.join(nextDir, 'server', 'app', `${pageKey}_client-reference-manifest.js`);
  if (!existsSync(manifestPath)) return [];
  // The manifest is a script that assigns globalThis.__RSC_MANIFEST[pageKey]; run it in a sandbox.
  const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
  vm.runInNewContext(readFileSync(manifestPath, 'utf8'), { globalThis: sandbox, self: sandbox });
  const manifest = sandbox.__RSC_MANIFEST?.[pageKey];
  return [...new Set(Object.values(manifest?.entryJSFiles ?? {}).flat())].filter((file) =>
    file.endsWith('.js'),
  );
}

/** Reads the chunk lists of a Next.js (Turbopack) production build from its manifests. */
export function readBuildChunks(nextDir: string): BuildChunks {
  const buildManifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
    polyfillFiles: string[];
  };
  const appPaths = JSON.parse(
    readFileSync(path.join(nextDir, 'app-path-routes-manifest.json'), 'utf8'),
  ) as Record<string, string>;
  const routes = Object.entries(appPaths)
    // Pages only: route handlers (/api/...) send no JavaScript; the global error page is a fallback.
    .filter(([key]) => key.endsWith('/page') && key !== '/_global-error/page')
    .map(([key, route]) => ({ route, appFiles: pageEntryFiles(nextDir, key) }))
    .sort((a, b) => a.route.localeCompare(b.route));
  return {
    framework: buildManifest.rootMainFiles.filter((file) => file.endsWith('.js')),
    polyfills: buildManifest.polyfillFiles,
    routes,
  };
}

/** Gzipped size of a built file (zlib's default level, as `next start` compresses). */
export function gzippedFileSize(nextDir: string): (file: string) => number {
  const cache = new Map<string, number>();
  return (file) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(nextDir, file))).length;
      cache.set(file, size);
    }
    return size;
  };
}

/**
 * The module scripts a served page's HTML loads or preloads, as build-relative paths
 * ('static/chunks/x.js'): its `<script src>` tags (not `nomodule`) and its
 * `<link rel="preload" as="script">` tags, the chunks Next preloads for the route.
 */
export function scriptsInHtml(html: string): string[] {
  const files: string[] = [];
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/g)) {
    const [, tag = '', attributes = ''] = match;
    if (tag === 'script') {
      if (/\bnomodule\b/i.test(attributes)) continue;
      const src = /\bsrc="\/_next\/([^"]+\.js)"/.exec(attributes)?.[1];
      if (src && !files.includes(src)) files.push(src);
      continue;
    }
    if (!/\brel="preload"/i.test(attributes) || !/\bas="script"/i.test(attributes)) continue;
    const href = /\bhref="\/_next\/([^"?]+\.js)(?:\?[^"]*)?"/.exec(attributes)?.[1];
    if (href && !files.includes(href)) files.push(href);
  }
  return files;
}

/**
 * The build's chunk lists with the chunks a served page loads that its route's manifests did not
 * list added to that route, so they are counted in its first-load JavaScript.
 */
export function withServedChunks(
  build: BuildChunks,
  served: ReadonlyMap<string, readonly string[]>,
): BuildChunks {
  return {
    ...build,
    routes: build.routes.map((route) => {
      const extra = served.get(route.route) ?? [];
      return { ...route, appFiles: [...new Set([...route.appFiles, ...extra])] };
    }),
  };
}

/**
 * The build's route that serves `pathname`: the route of that exact path, else the most specific
 * one whose dynamic segments (`[code]`, `[slug]`, `[...parts]`) match it (static before dynamic
 * before catch-all, segment by segment), so a measured page's scripts are checked against its own route's chunks.
 */
export function routeServing(pathname: string, routes: readonly string[]): string | undefined {
  if (routes.includes(pathname)) return pathname;
  const pattern = (route: string) =>
    new RegExp(
      `^${route
        .split('/')
        .map((segment) =>
          /^\[\.\.\..+\]$/.test(segment)
            ? '.+'
            : /^\[.+\]$/.test(segment)
              ? '[^/]+'
              : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/')}$`,
    );
  // As Next routes, segment by segment: a static segment before a dynamic one before a catch-all, so
  // '/help' is '/[slug]' and '/checkout/x' is '/checkout/[...step]', not '/[...missing]'.
  const kinds = (route: string) =>
    route.split('/').map((segment) => (segment.startsWith('[...') ? 2 : segment.startsWith('[') ? 1 : 0));
  const bySpecificity = (a: string, b: string) => {
    const [left, right] = [kinds(a), kinds(b)];
    for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
      const difference = (left[index] ?? 0) - (right[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  return routes
    .filter((route) => route.includes('[') && pattern(route).test(pathname))
    .sort(bySpecificity)[0];
}
