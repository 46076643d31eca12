import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOfferClaims, describeSeededArtwork } from './offer-claims-suite.test-support';
import { staffAdminChecks } from './staff-admin-suite.test-support';

/**
 * The CMS's checks on a fresh database: a throwaway SQLite file by default, or the PostgreSQL
 * database in CMS_DATABASE_URL when cms.postgres.int.test.ts imports this suite (the migrations of
 * decision 0301 run on both). Each test file has its own module registry, so the config is read
 * afresh with the database chosen before it is first imported.
 */
const onPostgres = (process.env.CMS_DATABASE_URL ?? '') !== '';
const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-int-'));
process.env.CMS_SQLITE_PATH = path.join(dir, 'cms.sqlite');
process.env.CMS_MEDIA_DIR = path.join(dir, 'media');
process.env.CMS_STAFF_PASSWORD = 'int-test-staff-password';

let payload: Payload;

beforeAll(async () => {
  const { getPayload } = await import('payload');
  const { default: config } = await import('@payload-config');
  const { ensureCmsReady } = await import('./ready');
  payload = await getPayload({ config });
  await ensureCmsReady(payload, new Date('2026-11-24T09:00:00Z'));
}, 180_000);

afterAll(async () => {
  await payload?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe(`the CMS on a fresh ${onPostgres ? 'PostgreSQL' : 'SQLite'} database`, () => {
  it('migrates and loads the demo pages, readable by the public once published', async () => {
    const { docs } = await payload.find({ collection: 'pages', overrideAccess: false, limit: 50, depth: 0 });
    expect(docs.map((page) => page.slug).sort()).toEqual(
      [
        'add-ons',
        'bundles',
        'charity',
        'contact-us',
        'deals',
        'coverage-location',
        'coverage',
        'help',
        'home',
        'landlords',
        'network-status',
        'refer-a-friend',
        'speed-test',
      ].sort(),
    );
    const legal = await payload.find({ collection: 'legal-pages', overrideAccess: false, depth: 0 });
    expect(legal.docs.map((page) => page.slug).sort()).toEqual(['cookie-policy', 'privacy', 'terms']);
  });

  it('keeps a draft from the public and shows it to staff', async () => {
    const draft = await payload.create({
      collection: 'pages',
      data: {
        title: 'Secret plans',
        slug: 'secret-plans',
        hero: { heroType: 'heroDefault', headline: 'Soon' },
      },
      draft: true,
      // Outside a Next.js request there is nothing to revalidate.
      context: { disableRevalidate: true },
    });
    const publicRead = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'secret-plans' } },
      overrideAccess: false,
      draft: true,
    });
    expect(publicRead.docs).toHaveLength(0);
    const staff = await payload.find({ collection: 'users', limit: 1 });
    const staffRead = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'secret-plans' } },
      overrideAccess: false,
      user: staff.docs[0],
      draft: true,
    });
    expect(staffRead.docs.map((page) => page.id)).toEqual([draft.id]);
  });

  it('refuses an anonymous create, update or delete', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'Defaced', slug: 'defaced', hero: { heroType: 'heroDefault', headline: 'x' } },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 });
    const home = await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } }, depth: 0 });
    const homeId = home.docs[0]?.id ?? 0;
    await expect(
      payload.update({ collection: 'pages', id: homeId, data: { title: 'Defaced' }, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      payload.updateGlobal({
        slug: 'header',
        data: { referFriend: { label: 'x', href: '/x' } },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'intruder@example.test', password: 'x'.repeat(16) },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      payload.delete({ collection: 'faq-items', where: { id: { exists: true } }, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('gives the seeded staff account both roles and a new one content only; an editor cannot grant orders (decision 0670)', async () => {
    const seeded = (await payload.find({ collection: 'users', limit: 1, sort: 'id' })).docs[0];
    expect(seeded?.roles).toEqual(['content', 'orders']);
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'editor-roles@example.test', password: 'editor-roles-password-1' },
      user: seeded,
      overrideAccess: false,
    });
    expect(editor.roles).toEqual(['content']);
    await expect(
      payload.update({
        collection: 'users',
        id: editor.id,
        data: { roles: ['content', 'orders'] },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'sneaky@example.test', password: 'sneaky-password-1', roles: ['orders'] },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 400 });
    const promoted = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { roles: ['content', 'orders'] },
      user: seeded,
      overrideAccess: false,
    });
    expect(promoted.roles).toEqual(['content', 'orders']);
    await payload.delete({ collection: 'users', id: editor.id });
  });

  it('does not seed twice', async () => {
    const { ensureCmsReady } = await import('./ready');
    await ensureCmsReady(payload);
    expect(
      (await payload.count({ collection: 'pages', where: { slug: { equals: 'home' } } })).totalDocs,
    ).toBe(1);
  });

  it('makes thumbnail and large sizes of the uploaded images', async () => {
    // A picture: the media also hold the relay block's video and captions, which have no sizes.
    const { docs } = await payload.find({
      collection: 'media',
      where: { mimeType: { equals: 'image/webp' } },
      limit: 1,
    });
    const sizes = docs[0]?.sizes;
    expect(sizes?.thumbnail?.width).toBe(400);
    expect(sizes?.large?.url).toMatch(/^\/cms-api\/media\/file\//);
  });

  it('seeds the relay block’s explainer video and its captions on /contact-us (decision 0341)', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'contact-us' } },
      depth: 1,
    });
    const relay = docs[0]?.layout?.find((block) => block.blockType === 'relay-video');
    if (relay?.blockType !== 'relay-video') throw new Error('no relay block on /contact-us');
    const video = typeof relay.video === 'object' ? relay.video : null;
    const captions = typeof relay.captions === 'object' ? relay.captions : null;
    expect([video?.mimeType, video?.filename]).toEqual(['video/webm', 'relay-explainer.webm']);
    expect([captions?.mimeType, captions?.filename]).toEqual(['text/vtt', 'relay-explainer.vtt']);
    expect(relay.transcript).toContain('How 999 BSL works.');
  });

  it('accepts a WebVTT captions file for the video blocks, and refuses a script (decision 0341)', async () => {
    const captions = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nCall 999 in BSL.\n');
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Captions' },
      file: { data: captions, mimetype: 'text/vtt', name: 'other-captions.vtt', size: captions.length },
      // Outside a request: no cache to expire (as the seed writes).
      context: { disableRevalidate: true },
    });
    expect([doc.mimeType, doc.url]).toEqual(['text/vtt', '/cms-api/media/file/other-captions.vtt']);
    const script = Buffer.from('alert(1)');
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'Not captions' },
        file: { data: script, mimetype: 'application/javascript', name: 'evil.js', size: script.length },
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow();
  });

  staffAdminChecks(() => payload);
});

describeOfferClaims(() => payload);
describeSeededArtwork(() => payload);
