import type { Payload } from 'payload';
import { expect, it } from 'vitest';

// Outside a Next.js request there is nothing to revalidate.
const quiet = { disableRevalidate: true };

/** The admin's helpers for staff (decisions 0502, 0504), run inside the CMS suite on both databases. */
export function staffAdminChecks(cms: () => Payload): void {
  it('makes an empty slug from the title, unique by a number, and keeps a typed one (decision 0502)', async () => {
    const payload = cms();
    const make = (title: string, slug = '') =>
      payload.create({
        collection: 'pages',
        data: { title, slug, hero: { heroType: 'heroDefault', headline: title }, _status: 'published' },
        context: quiet,
      });
    const first = await make('Moving home & broadband');
    const second = await make('Moving home & broadband');
    const typed = await make('Moving home & broadband', 'movers');
    expect([first.slug, second.slug, typed.slug]).toEqual([
      'moving-home-and-broadband',
      'moving-home-and-broadband-2',
      'movers',
    ]);
    // Renaming keeps the address; emptying the slug makes it again from the new title.
    const renamed = await payload.update({
      collection: 'pages',
      id: first.id,
      data: { title: 'Movers’ guide' },
      context: quiet,
    });
    expect(renamed.slug).toBe('moving-home-and-broadband');
    const emptied = await payload.update({
      collection: 'pages',
      id: first.id,
      data: { slug: '' },
      context: quiet,
    });
    expect(emptied.slug).toBe('movers-guide');
    // An area's slug comes from its name.
    const area = await payload.create({
      collection: 'coverage-areas',
      data: {
        name: 'St Albans North',
        slug: '',
        excerpt: 'Soon.',
        county: 'Hertfordshire',
        availability: 'COMING_SOON',
      },
      context: quiet,
    });
    expect(area.slug).toBe('st-albans-north');
    for (const id of [first.id, second.id, typed.id])
      await payload.delete({ collection: 'pages', id, context: quiet });
    await payload.delete({ collection: 'coverage-areas', id: area.id, context: quiet });
  });

  it('lists the published pages put in a menu, and not a draft (decision 0504)', async () => {
    const payload = cms();
    const published = await payload.create({
      collection: 'pages',
      data: {
        title: 'Business broadband',
        slug: '',
        menu: { header: true, footer: true, footerColumn: 'Help', label: 'Business' },
        hero: { heroType: 'heroDefault', headline: 'For business' },
        _status: 'published',
      },
      context: quiet,
    });
    const draft = await payload.create({
      collection: 'pages',
      data: {
        title: 'Secret menu',
        slug: '',
        menu: { header: true },
        hero: { heroType: 'heroDefault', headline: 'Soon' },
      },
      draft: true,
      context: quiet,
    });
    const { docs } = await payload.find({
      collection: 'pages',
      where: { or: [{ 'menu.header': { equals: true } }, { 'menu.footer': { equals: true } }] },
      depth: 0,
      overrideAccess: false,
      select: { title: true, slug: true, menu: true },
    });
    expect(docs.map((page) => [page.slug, page.menu])).toEqual([
      ['business-broadband', { header: true, footer: true, footerColumn: 'Help', label: 'Business' }],
    ]);
    for (const id of [published.id, draft.id])
      await payload.delete({ collection: 'pages', id, context: quiet });
  });
}
