'use client';

import dynamic from 'next/dynamic';

/**
 * The main hero's countdown as its own chunk, fetched only by pages whose hero has a timer
 * (decision 0312). Still rendered on the server, so its first numbers are in the HTML.
 */
export const CountdownClock = dynamic(() =>
  import('./hero-countdown.client').then((module) => module.CountdownClock),
);
