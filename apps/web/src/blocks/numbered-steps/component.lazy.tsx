'use client';

import dynamic from 'next/dynamic';

/**
 * The browser code as its own chunk, fetched only by pages that show it: Turbopack puts every
 * client component a route's server code imports into that route's first load, and next/dynamic
 * called from a server component does not change that (decision 0312).
 */
export const CallMeForm = dynamic(() => import('./component.client').then((module) => module.CallMeForm));
