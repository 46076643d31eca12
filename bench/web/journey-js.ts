import type { FirstLoadReport } from './first-load-js';

/** The whole ordering journey's JavaScript, one figure (issue 22, decision 0630). */
export interface JourneyFirstLoad {
  /** The journey's routes the build has, in the order a visitor loads them. */
  routes: string[];
  /** Journey routes the build lacks (a renamed page): the figure would undercount, so it is said. */
  missing: string[];
  /**
   * Every distinct chunk of the journey's pages, each counted once (a browser keeps a chunk it has
   * loaded), minus the empty Next.js app: what a visitor downloads of our code from `/` to `/success`.
   */
  distinctAboveFloorBytes: number;
  /** Each page's own first load above the empty app, summed: the cost if nothing were cached. */
  summedAboveFloorBytes: number;
}

export function journeyFirstLoad(
  report: FirstLoadReport,
  journey: readonly string[],
  gzippedSize: (file: string) => number,
): JourneyFirstLoad {
  const routes = journey.filter((route) => report.routes.some((measured) => measured.route === route));
  const missing = journey.filter((route) => !routes.includes(route));
  const measured = routes.map((route) => report.routes.find((entry) => entry.route === route));
  const files = new Set(measured.flatMap((route) => route?.files ?? []));
  const distinct = [...files].reduce((total, file) => total + gzippedSize(file), 0);
  return {
    routes,
    missing,
    distinctAboveFloorBytes: routes.length === 0 ? 0 : distinct - report.floorBytes,
    summedAboveFloorBytes: measured.reduce((total, route) => total + (route?.aboveFloorBytes ?? 0), 0),
  };
}
