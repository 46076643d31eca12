import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * CMS uploads in an S3-compatible bucket (decision 0532), against a real local S3 server (s3rver,
 * over HTTP, through the AWS SDK v3 that Payload's adapter uses): a picture uploaded through Payload
 * lands in the bucket, not on the disk, and the site's media URL serves it back from there.
 */
const BUCKET = 'fibre-media';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-s3-int-'));
const mediaDir = path.join(dir, 'media');
process.env.CMS_DATABASE_URL = '';
process.env.CMS_SQLITE_PATH = path.join(dir, 'cms.sqlite');
process.env.CMS_MEDIA_DIR = mediaDir;

let s3rver: S3rver;
let bucket: S3Client;
let payload: Payload;
let handle: (pathname: string) => Promise<Response>;

beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${port}`;
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'eu-west-2',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
  });
  bucket = new S3Client({ endpoint, region: 'eu-west-2', forcePathStyle: true, credentials: CREDENTIALS });

  const { getPayload, handleEndpoints } = await import('payload');
  const { default: config } = await import('@payload-config');
  const { cmsMigrations } = await import('./database');
  const { parseCmsEnv } = await import('@/lib/env-schema');
  payload = await getPayload({ config });
  await payload.db.migrate({ migrations: cmsMigrations(parseCmsEnv(process.env)) as never });
  // Payload's REST handler, which the site mounts at /cms-api (app/(payload)/cms-api).
  handle = (pathname) =>
    handleEndpoints({
      config,
      path: pathname,
      request: new Request(new URL(pathname, 'http://127.0.0.1:3000')),
    });
}, 120_000);

afterAll(async () => {
  await payload?.destroy();
  bucket?.destroy();
  await s3rver?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Which of these keys the bucket holds (HEAD each: s3rver refuses the SDK's signed listings). */
async function inBucket(keys: string[]): Promise<string[]> {
  const found = await Promise.all(
    keys.map((key) =>
      bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
        () => key,
        () => null,
      ),
    ),
  );
  return found.filter((key) => key !== null);
}

// The picture and its thumbnail (the larger sizes are not made from a smaller picture).
const FILES = ['blue-card.png', 'blue-card-400x300.png'];

describe('CMS uploads with S3_BUCKET set', () => {
  it('stores an uploaded picture and its sizes in the bucket, not on the disk, and serves it at its media URL', async () => {
    const picture = await sharp({ create: { width: 480, height: 360, channels: 3, background: '#1d70b8' } })
      .png()
      .toBuffer();
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'A blue test card' },
      file: { data: picture, mimetype: 'image/png', name: 'blue-card.png', size: picture.length },
      // Outside a Next.js request there is no cache to revalidate.
      context: { disableRevalidate: true },
    });

    expect(await inBucket(FILES)).toEqual(FILES);
    expect(existsSync(mediaDir) ? readdirSync(mediaDir) : []).toEqual([]);

    expect(doc.url).toBe('/cms-api/media/file/blue-card.png');
    const served = await handle(doc.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
  });

  it('removes the files from the bucket when the picture is deleted', async () => {
    const [doc] = (
      await payload.find({ collection: 'media', where: { filename: { equals: 'blue-card.png' } } })
    ).docs;
    await payload.delete({ collection: 'media', id: doc?.id ?? 0, context: { disableRevalidate: true } });
    expect(await inBucket(FILES)).toEqual([]);
    expect((await handle('/cms-api/media/file/blue-card.png')).status).toBe(404);
  });
});
