/**
 * `npm run cms:reset -w apps/web`: drops every CMS table (Payload's PAYLOAD_DROP_DATABASE, on
 * SQLite or PostgreSQL alike), removes the uploaded files, then migrates and loads the demo content
 * again, as on a first start. Stop the site first: it keeps the database open.
 */
import { rmSync } from 'node:fs';
import { parseCmsEnv } from '@/lib/env-schema';
import { defaultMediaDir } from './paths';

process.env.PAYLOAD_DROP_DATABASE = 'true';
const env = parseCmsEnv(process.env);
rmSync(env.mediaDir ?? defaultMediaDir(), { recursive: true, force: true });

const { getPayload } = await import('payload');
const { default: config } = await import('@payload-config');
const { ensureCmsReady } = await import('./ready');
const payload = await getPayload({ config });
await ensureCmsReady(payload);
await payload.destroy();
console.log('[cms] Reset: the demo content is loaded again.');
process.exit(0);
