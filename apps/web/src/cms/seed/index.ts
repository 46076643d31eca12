import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Payload } from 'payload';
import { SEEDED_CONTENT } from '../offer-claims-check';
import { repoRoot } from '../paths';
import { type ArtworkFile, artworkSlug, charityHue, streetHue, streetScene } from './artwork';
import { DEMO_COVERAGE_AREAS } from './coverage-areas';
import { DEMO_FAQ_ITEMS } from './faq-items';
import { DEMO_FOOTER, DEMO_HEADER, DEMO_METADATA, DEMO_PHONE, DEMO_PLAN_CHOOSER, daysFrom } from './globals';
import { DEMO_LEGAL_PAGES, demoPages } from './pages';
import { DEMO_CHARITIES, DEMO_REVIEWS } from './reviews-and-charities';
import { createStaffAccount } from './staff';

/**
 * Seeding writes outside any request: revalidate hooks skip (src/cms/revalidate.ts), and so does the
 * offer check, which needs the provider API (the demo content is checked by the CMS suite instead).
 */
const context = { disableRevalidate: true, [SEEDED_CONTENT]: true };

export interface SeedOptions {
  /** The day the demo is loaded: banner and countdown dates are relative to it. */
  now: Date;
  /** The staff account; a random password is made (and returned) when none is given. */
  staffEmail: string;
  staffPassword?: string;
  /**
   * The account's authenticator secret (base32), for a harness or provisioning; without it the
   * first sign-in sets the app up (decision 0396).
   */
  staffTotpSecret?: string;
  log?: (message: string) => void;
}

export interface SeedResult {
  staffEmail: string;
  /** Set when the seed made the password up, so the caller can print it once. */
  generatedPassword?: string;
}

/** Whether the CMS holds no content yet (first start). */
export async function isCmsEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true });
  return totalDocs === 0;
}

/** The folder of the demo's committed media: the drawn pictures and the relay video. */
function seedMediaDir(): string {
  return path.join(/*turbopackIgnore: true*/ repoRoot(), 'apps', 'web', 'src', 'cms', 'seed', 'media');
}

/** One of the committed pictures drawn for the demo (decision 0451; scripts/demo-artwork.ts). */
async function artwork(name: string): Promise<ArtworkFile> {
  const data = await readFile(path.join(/*turbopackIgnore: true*/ seedMediaDir(), `${name}.webp`));
  return { data, mimetype: 'image/webp', extension: 'webp' };
}

/**
 * Uploads one picture of the demo artwork (decision 0451); without one, a street of the place named
 * by the label, drawn on the spot. Payload reads its width and height and makes its sizes from it.
 */
async function uploadImage(
  payload: Payload,
  alt: string,
  label: string,
  hue: number,
  picture?: ArtworkFile,
): Promise<number> {
  const art = picture ?? (await streetScene(label, hue));
  const name = `${artworkSlug(label)}.${art.extension}`;
  const doc = await payload.create({
    collection: 'media',
    data: { alt },
    file: { data: art.data, mimetype: art.mimetype, name, size: art.data.length },
    context,
  });
  return doc.id;
}

/**
 * The relay block's explainer video and its captions (made by scripts/make-demo-relay-video.mjs),
 * or undefined where the source tree is not there to read them from (a deployed image).
 */
async function uploadRelayVideo(
  payload: Payload,
): Promise<{ videoId: number; captionsId: number } | undefined> {
  // turbopackIgnore: files read at run time, not modules for the build to trace.
  const dir = seedMediaDir();
  let video: Buffer;
  let captions: Buffer;
  try {
    video = await readFile(path.join(/*turbopackIgnore: true*/ dir, 'relay-explainer.webm'));
    captions = await readFile(path.join(/*turbopackIgnore: true*/ dir, 'relay-explainer.vtt'));
  } catch {
    return undefined;
  }
  const upload = async (alt: string, data: Buffer, mimetype: string, name: string) =>
    (
      await payload.create({
        collection: 'media',
        data: { alt },
        file: { data, mimetype, name, size: data.length },
        context,
      })
    ).id;
  return {
    videoId: await upload(
      'How 999 BSL works, in five captioned slides',
      video,
      'video/webm',
      'relay-explainer.webm',
    ),
    captionsId: await upload(
      'English captions of How 999 BSL works',
      captions,
      'text/vtt',
      'relay-explainer.vtt',
    ),
  };
}

/**
 * Loads demo-data.md's CMS content: globals, FAQ items, coverage areas, reviews, charities, legal
 * pages, the demo pages, and one staff account (so the admin's first-user form is never open to
 * the public). Published, as the site shows only published content.
 */
export async function seedCms(payload: Payload, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? ((message: string) => payload.logger.info(message));
  const { now } = options;

  log('Seeding the CMS demo content…');
  const { generatedPassword } = await createStaffAccount(payload, options);

  await payload.updateGlobal({ slug: 'header', data: DEMO_HEADER, context });
  await payload.updateGlobal({ slug: 'footer', data: DEMO_FOOTER, context });
  await payload.updateGlobal({ slug: 'metadata-defaults', data: DEMO_METADATA, context });
  await payload.updateGlobal({
    slug: 'promo-banner',
    data: {
      displayOnPage: true,
      text: 'Fibre 900 for £32 a month: £3 off every month on our 24-month plan',
      cta: { display: true, label: 'Check availability', link: '/address-finder', event: 'postcode-checker' },
      theme: 'dark',
      endsAt: daysFrom(now, 30),
    },
    context,
  });
  await payload.updateGlobal({
    slug: 'sales-countdown',
    data: {
      display: true,
      displayOnPage: true,
      description: 'Our autumn offer ends in',
      cta: { display: true, label: 'See the plans', link: '/address-finder', event: 'go-to-packages' },
      offerEndsAt: daysFrom(now, 14),
    },
    context,
  });

  // The Amazon voucher flash offer runs a fortnight from the day the demo content is loaded.
  await payload.updateGlobal({
    slug: 'amazon-voucher-offer',
    data: {
      display: true,
      terms: 'Order a 24-month plan by the end date; we e-mail the voucher 60 days after your installation.',
      endsAt: daysFrom(now, 14),
    },
    context,
  });

  await payload.updateGlobal({ slug: 'plan-chooser', data: DEMO_PLAN_CHOOSER, context });

  const faqIds: number[] = [];
  for (const item of DEMO_FAQ_ITEMS) {
    const doc = await payload.create({ collection: 'faq-items', data: { ...item, display: true }, context });
    faqIds.push(doc.id);
  }

  for (const [index, area] of DEMO_COVERAGE_AREAS.entries()) {
    const image = await uploadImage(
      payload,
      `Streets of ${area.name}`,
      area.name,
      streetHue(index),
      await artwork(`street-${artworkSlug(area.name)}`),
    );
    await payload.create({
      collection: 'coverage-areas',
      data: { ...area, image, postcodes: area.postcodes.map((postcode) => ({ postcode })) },
      context,
    });
  }

  for (const review of DEMO_REVIEWS) await payload.create({ collection: 'reviews', data: review, context });
  const charityIds: number[] = [];
  for (const [index, charity] of DEMO_CHARITIES.entries()) {
    const logo = await uploadImage(
      payload,
      `${charity.charity} logo`,
      charity.charity,
      charityHue(index),
      await artwork(`logo-${artworkSlug(charity.charity)}`),
    );
    const doc = await payload.create({ collection: 'charities', data: { ...charity, logo }, context });
    charityIds.push(doc.id);
  }
  // The charity vote's cards cycle through three snow pictures (§4 'Charity flow').
  const charityCardImageIds: number[] = [];
  for (const [index, kind] of (['hills', 'village', 'forest'] as const).entries()) {
    const label = `Snowy ${kind}`;
    charityCardImageIds.push(
      await uploadImage(payload, label, label, 190 + index * 15, await artwork(`snow-${kind}`)),
    );
  }

  for (const legal of DEMO_LEGAL_PAGES) {
    await payload.create({ collection: 'legal-pages', data: { ...legal, _status: 'published' }, context });
  }

  const heroImageId = await uploadImage(
    payload,
    'A family streaming at home',
    'Full fibre',
    215,
    await artwork('family-streaming'),
  );
  // The home hero's picture for phones: upright, so it suits a narrow screen (decision 0481).
  const heroMobileImageId = await uploadImage(
    payload,
    'A family streaming at home on a phone',
    'Full fibre mobile',
    215,
    await artwork('family-streaming-mobile'),
  );
  const bannerImageId = await uploadImage(
    payload,
    'An engineer splicing fibre in a street cabinet',
    'Building',
    190,
    await artwork('engineer-at-cabinet'),
  );
  const downloadFileId = await uploadImage(
    payload,
    'The router light guide',
    'Router lights',
    260,
    await artwork('router-lights'),
  );
  // The pictures of the image cards, text with image, mascot and relay blocks (decision 0340).
  const moreBlockImages = {
    buildStepIds: [
      await uploadImage(
        payload,
        'A surveyor checking a street’s ducts',
        'We survey',
        30,
        await artwork('step-survey'),
      ),
      await uploadImage(
        payload,
        'Engineers pulling fibre through a duct',
        'We build',
        150,
        await artwork('step-build'),
      ),
      await uploadImage(
        payload,
        'An engineer fitting a fibre box in a hallway',
        'We connect',
        280,
        await artwork('step-connect'),
      ),
    ] as [number, number, number],
    volunteersId: await uploadImage(
      payload,
      'Our team repairing a footpath',
      'Volunteering',
      100,
      await artwork('volunteers'),
    ),
    mascotId: await uploadImage(
      payload,
      'Sparky, the Hey!Broadband mascot',
      'Sparky',
      25,
      await artwork('mascot'),
    ),
    relayPosterId: await uploadImage(
      payload,
      'A deaf caller signing to an interpreter on a phone',
      '999 BSL',
      0,
      await artwork('relay-call'),
    ),
    relayVideo: await uploadRelayVideo(payload),
  };
  for (const page of demoPages({
    faqIds,
    heroImageId,
    bannerImageId,
    downloadFileId,
    phone: DEMO_PHONE.display,
    openingHours: DEMO_PHONE.openingHours,
    charityIds,
    charityCardImageIds,
    moreBlockImages,
    heroMobileImageId,
    now,
  })) {
    await payload.create({ collection: 'pages', data: { ...page, _status: 'published' }, context });
  }
  log('CMS demo content loaded.');
  return { staffEmail: options.staffEmail, generatedPassword };
}
