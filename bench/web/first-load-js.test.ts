import { describe, expect, it } from 'vitest';
import {
  type BuildChunks,
  measureFirstLoad,
  routeServing,
  scriptsInHtml,
  withServedChunks,
} from './first-load-js';

const sizes: Record<string, number> = {
  'static/chunks/react.js': 60_000,
  'static/chunks/router.js': 40_000,
  'static/chunks/layout.js': 10_000,
  'static/chunks/home.js': 1_000,
  'static/chunks/plans.js': 5_000,
  'static/chunks/basket.js': 2_000,
  'static/chunks/polyfills.js': 39_000,
};
const size = (file: string) => {
  const bytes = sizes[file];
  if (bytes === undefined) throw new Error(`no size for ${file}`);
  return bytes;
};

const build: BuildChunks = {
  framework: ['static/chunks/react.js', 'static/chunks/router.js'],
  polyfills: ['static/chunks/polyfills.js'],
  routes: [
    { route: '/', appFiles: ['static/chunks/layout.js', 'static/chunks/home.js'] },
    {
      route: '/service-available',
      // A framework chunk listed again is not counted twice.
      appFiles: [
        'static/chunks/layout.js',
        'static/chunks/plans.js',
        'static/chunks/basket.js',
        'static/chunks/react.js',
      ],
    },
  ],
};

// An empty Next.js app of the framework and a 1 kB page.
const budget = (aboveFloorKb: number) => ({ floorBytes: 101_000, aboveFloorKb, exempt: [] });

describe('measureFirstLoad', () => {
  it('splits each route into framework, what every route shares and its own chunks', () => {
    const report = measureFirstLoad(build, size, budget(5));
    expect(report.frameworkBytes).toBe(100_000);
    expect(report.sharedAppBytes).toBe(10_000);
    expect(report.polyfillBytes).toBe(39_000);
    expect(report.floorBytes).toBe(101_000);
    expect(report.budgetBytes).toBe(5_000);
    expect(report.routes).toEqual([
      {
        route: '/',
        files: [
          'static/chunks/react.js',
          'static/chunks/router.js',
          'static/chunks/layout.js',
          'static/chunks/home.js',
        ],
        totalBytes: 111_000,
        frameworkBytes: 100_000,
        sharedAppBytes: 10_000,
        routeBytes: 1_000,
        aboveFloorBytes: 10_000,
        overBudget: true,
      },
      {
        route: '/service-available',
        files: [
          'static/chunks/react.js',
          'static/chunks/router.js',
          'static/chunks/layout.js',
          'static/chunks/plans.js',
          'static/chunks/basket.js',
        ],
        totalBytes: 117_000,
        frameworkBytes: 100_000,
        sharedAppBytes: 10_000,
        routeBytes: 7_000,
        aboveFloorBytes: 16_000,
        overBudget: true,
      },
    ]);
  });

  it('flags a route only when what it loads above the empty app is over the budget, not at it', () => {
    const report = measureFirstLoad(build, size, budget(10));
    expect(report.routes.map((route) => route.overBudget)).toEqual([false, true]);
    expect(measureFirstLoad(build, size, budget(9.999)).routes[0]?.overBudget).toBe(true);
  });

  it('never flags a staff route', () => {
    const report = measureFirstLoad(build, size, { ...budget(1), exempt: ['/service-available'] });
    expect(report.routes.map((route) => route.overBudget)).toEqual([true, false]);
  });

  it('shares nothing when there are no routes', () => {
    const report = measureFirstLoad({ ...build, routes: [] }, size, budget(100));
    expect(report.sharedAppBytes).toBe(0);
    expect(report.routes).toEqual([]);
  });
});

describe('scriptsInHtml', () => {
  it('lists the module scripts of a page, not the nomodule polyfills nor other scripts', () => {
    const html = [
      '<link rel="preload" as="script" href="/_next/static/chunks/a.js"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/b.js" async=""></script>',
      '<script src="/_next/static/chunks/poly.js" noModule=""></script>',
      '<script>self.__next_f=[]</script>',
      '<script src="https://www.googletagmanager.com/gtag/js"></script>',
    ].join('');
    expect(scriptsInHtml(html)).toEqual(['static/chunks/a.js', 'static/chunks/b.js']);
  });

  it('counts the chunks Next preloads for the route, whatever the attribute order', () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/chunks/x.css"/>',
      '<link as="script" fetchPriority="low" rel="preload" href="/_next/static/chunks/lazy.js?dpl=1"/>',
      '<link rel="preload" as="font" href="/_next/static/media/f.js"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
    ].join('');
    expect(scriptsInHtml(html)).toEqual(['static/chunks/lazy.js', 'static/chunks/a.js']);
  });
});

describe('withServedChunks', () => {
  it("adds the chunks a served page loaded to its route's count, once each", () => {
    const build: BuildChunks = {
      framework: ['static/chunks/react.js'],
      polyfills: [],
      routes: [
        { route: '/', appFiles: ['static/chunks/home.js'] },
        { route: '/help', appFiles: ['static/chunks/layout.js'] },
      ],
    };
    const served = new Map([['/help', ['static/chunks/basket.js', 'static/chunks/layout.js']]]);
    const augmented = withServedChunks(build, served);
    expect(augmented.routes).toEqual([
      { route: '/', appFiles: ['static/chunks/home.js'] },
      { route: '/help', appFiles: ['static/chunks/layout.js', 'static/chunks/basket.js'] },
    ]);
    const help = measureFirstLoad(augmented, size, budget(100)).routes.find(
      (route) => route.route === '/help',
    );
    expect(help?.routeBytes).toBe(12_000);
  });
});

describe('routeServing', () => {
  const routes = ['/', '/[slug]', '/coverage/location/[slug]', '/checkout/order/error/[code]', '/extras'];

  it('prefers the exact route, then the dynamic route whose segments match', () => {
    expect(routeServing('/extras', routes)).toBe('/extras');
    expect(routeServing('/help', routes)).toBe('/[slug]');
    expect(routeServing('/coverage/location/demo-valley', routes)).toBe('/coverage/location/[slug]');
    expect(routeServing('/checkout/order/error/unreachable', routes)).toBe('/checkout/order/error/[code]');
  });

  it('prefers a dynamic segment to a catch-all, as Next does, whatever the order of the routes', () => {
    const sorted = ['/[...missing]', '/[slug]', '/checkout/[...step]', '/checkout/order/error/[code]'];
    expect(routeServing('/help', sorted)).toBe('/[slug]');
    expect(routeServing('/checkout/order/error/unreachable', sorted)).toBe('/checkout/order/error/[code]');
    expect(routeServing('/checkout/nowhere', sorted)).toBe('/checkout/[...step]');
    expect(routeServing('/a/b', sorted)).toBe('/[...missing]');
  });

  it('finds none when no route has that shape', () => {
    expect(routeServing('/coverage/location', routes)).toBeUndefined();
    expect(routeServing('/a/b', ['/[slug]'])).toBeUndefined();
  });
});
