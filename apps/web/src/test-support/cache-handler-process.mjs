// One site process's cache, for the shared-cache test: loads cache-handler.mjs as `next start` does
// (a fresh Node process, REDIS_URL and REDIS_KEY_PREFIX from its environment) and answers the
// parent's get / set / revalidateTag messages over IPC with what the handler returns.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const { default: CacheHandler } = await import('../../cache-handler.mjs');
// The context Next gives a handler; no build output here, so no prerender manifest to read.
const handler = new CacheHandler({
  dev: false,
  serverDistDir: path.join(mkdtempSync(path.join(tmpdir(), 'next-')), 'server'),
});

process.on('message', async ({ id, op, key, value, tags }) => {
  try {
    let result = null;
    if (op === 'set') {
      await handler.set(
        key,
        { kind: 'FETCH', data: { headers: {}, body: value, status: 200, url: '' }, revalidate: false },
        { tags },
      );
    } else if (op === 'get') {
      const entry = await handler.get(key, { kind: 'FETCH', softTags: [] });
      result = entry?.value?.data?.body ?? null;
    } else if (op === 'revalidateTag') {
      // As Next 16 calls it for revalidateTag(tag, { expire: 0 }).
      await handler.revalidateTag(tags, { expire: 0 });
    }
    process.send({ id, result });
  } catch (error) {
    process.send({ id, error: String(error) });
  }
});
process.send({ ready: true });
