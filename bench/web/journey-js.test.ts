import { describe, expect, it } from 'vitest';
import { measureFirstLoad } from './first-load-js';
import { journeyFirstLoad } from './journey-js';

const sizes: Record<string, number> = {
  'react.js': 100_000,
  'layout.js': 10_000,
  'home.js': 1_000,
  'plans.js': 5_000,
  'basket.js': 2_000,
  'checkout.js': 20_000,
};
const size = (file: string) => sizes[file] ?? Number.NaN;

const report = measureFirstLoad(
  {
    framework: ['react.js'],
    polyfills: [],
    routes: [
      { route: '/', appFiles: ['layout.js', 'home.js'] },
      { route: '/service-available', appFiles: ['layout.js', 'plans.js', 'basket.js'] },
      { route: '/checkout', appFiles: ['layout.js', 'basket.js', 'checkout.js'] },
      { route: '/admin', appFiles: ['layout.js', 'admin.js'] },
    ],
  },
  (file) => sizes[file] ?? 500_000,
  { floorBytes: 100_500, aboveFloorKb: 25, exempt: ['/admin'] },
);

describe('journeyFirstLoad', () => {
  it('counts each chunk of the journey once, above the empty app, and also the per-page sum', () => {
    const journey = journeyFirstLoad(report, ['/', '/service-available', '/checkout'], size);
    // react + layout + home + plans + basket + checkout = 138,000; minus the floor of 100,500.
    expect(journey.distinctAboveFloorBytes).toBe(37_500);
    // (111,000 + 117,000 + 132,000) - 3 × 100,500
    expect(journey.summedAboveFloorBytes).toBe(58_500);
    expect(journey.missing).toEqual([]);
  });

  it('names a journey route the build lacks instead of counting it as nothing silently', () => {
    const journey = journeyFirstLoad(report, ['/', '/success'], size);
    expect(journey.routes).toEqual(['/']);
    expect(journey.missing).toEqual(['/success']);
    expect(journey.distinctAboveFloorBytes).toBe(10_500);
  });

  it('is nothing when no journey route was built', () => {
    expect(journeyFirstLoad(report, ['/gone'], size).distinctAboveFloorBytes).toBe(0);
  });
});
