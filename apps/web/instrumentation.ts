/** Validates the environment once when the server starts, so a bad setting stops it at once. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { serverEnv } = await import('./src/lib/env');
    serverEnv();
    // Before the first request: every request is stamped with its socket's address (decision 0181).
    const { forwardedSecret } = await import('./src/lib/forwarded-secret');
    const { installConnectionStamp } = await import('./src/lib/connection-stamp');
    installConnectionStamp(forwardedSecret());
    // Every request's id (x-request-id, or a fresh one) in scope for its provider calls (0542); and
    // on SIGTERM, readiness answers 503 while next start finishes what it has (0541).
    const { installRequestIdStamp } = await import('./src/lib/request-id');
    installRequestIdStamp();
    const { installDrainOnSignal } = await import('./src/lib/draining');
    installDrainOnSignal();
    // TRACE, TRACK and CONNECT get 405 and the one error body before Next.js, which cannot take them (0400).
    const { installMethodRefusal } = await import('./src/lib/refused-methods');
    installMethodRefusal();
    // Next.js's own bodiless refusals on /api (405 for a method a route lacks) get the one error body (0402).
    const { installBodilessRefusals } = await import('./src/lib/bodiless-refusals');
    installBodilessRefusals();
    // The CMS database: migrated, and filled with the demo content on first start (decision 0302).
    // Not while `next build` runs: the build reads no content.
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { getPayload } = await import('payload');
      const { default: config } = await import('@payload-config');
      const { ensureCmsReady } = await import('./src/cms/ready');
      await ensureCmsReady(await getPayload({ config }));
    }
  }
}
