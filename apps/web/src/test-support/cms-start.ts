export {};

/**
 * What a site process does with the CMS when it starts (instrumentation.ts): open Payload, then
 * migrate and seed through ensureCmsReady(). Run as a process of its own by startup-lock.int.test.ts,
 * twice at once against one empty database.
 */
const { getPayload } = await import('payload');
const { default: config } = await import('@payload-config');
const { ensureCmsReady } = await import('../cms/ready');
const payload = await getPayload({ config });
await ensureCmsReady(payload, new Date('2026-11-24T09:00:00Z'));
await payload.destroy();
process.exit(0);
