'use client';

import dynamic from 'next/dynamic';

/**
 * The block's browser code as its own chunk, fetched only by pages that show the block: Turbopack
 * puts every client component a route's server code imports into that route's first load, so the
 * content pages' one route would otherwise ship every block's code (decision 0312).
 */
export const CoverageListing = dynamic(() =>
  import('./component.client').then((module) => module.CoverageListing),
);
