import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { WEB_URL } from '../support/environment';
import { signInAsStaff } from '../support/staff';

/** A script holding the staff cookie says it writes from the site, as the admin's browser does (decision 0391). */
const FROM_THE_SITE = { origin: WEB_URL };

interface HomePage {
  id: number;
  hero: Record<string, unknown> & { headline: string };
}

async function publishedPage(request: APIRequestContext, slug: string): Promise<HomePage> {
  const response = await request.get(`/cms-api/pages?where[slug][equals]=${slug}&depth=0&limit=1`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { docs: HomePage[] };
  const found = body.docs[0];
  if (!found) throw new Error(`no published ${slug} page`);
  return found;
}

const publishedHome = (request: APIRequestContext) => publishedPage(request, 'home');

test.describe('CMS staff editing', () => {
  test('staff sign in, change the home hero headline, publish, and / shows it without a rebuild', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const home = await publishedHome(request);
    const original = home.hero.headline;
    const changed = `Full fibre for every street (e2e ${Date.now().toString(36)})`;

    // The public page before: the cached read is filled, so the change must expire it.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);

    await signInAsStaff(page);
    try {
      await page.goto(`/admin/collections/pages/${home.id}`);
      const headline = page.locator('#field-hero__headline');
      await expect(headline).toHaveValue(original, { timeout: 20_000 });
      await headline.fill(changed);
      await page.getByRole('button', { name: 'Publish changes' }).click();
      await expect(page.getByText('Updated successfully')).toBeVisible({ timeout: 15_000 });

      // A visitor (no staff cookie) sees the new headline at once.
      const fresh = await request.get('/');
      expect(await fresh.text()).toContain(changed);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed);
    } finally {
      // Put the demo headline back (published), through the REST route with the staff session.
      const current = await page.request.get(`/cms-api/pages/${home.id}?depth=0&draft=true`, {
        headers: FROM_THE_SITE,
      });
      const doc = (await current.json()) as HomePage;
      const restore = await page.request.patch(`/cms-api/pages/${home.id}`, {
        headers: FROM_THE_SITE,
        data: { hero: { ...doc.hero, headline: original }, _status: 'published' },
      });
      expect(restore.ok(), await restore.text()).toBe(true);
    }
    const restored = await request.get('/');
    expect(await restored.text()).toContain(original);
  });
});

test.describe('CMS live preview', () => {
  test('staff see a draft beside the editor, refreshed on save, while the public page keeps the published words', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const help = await publishedPage(request, 'help');
    const original = help.hero.headline;
    const draft = `Help for every question (draft ${Date.now().toString(36)})`;
    await signInAsStaff(page);
    try {
      await page.goto(`/admin/collections/pages/${help.id}`);
      const headline = page.locator('#field-hero__headline');
      await expect(headline).toHaveValue(original, { timeout: 20_000 });
      await page.getByRole('button', { name: 'Live Preview' }).click();
      const preview = page.frameLocator('iframe').first();
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(original, { timeout: 20_000 });
      await headline.fill(draft);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draft, { timeout: 20_000 });
      // A visitor still reads the published page.
      expect(await (await request.get('/help')).text()).not.toContain(draft);
    } finally {
      const restore = await page.request.patch(`/cms-api/pages/${help.id}?draft=true`, {
        headers: FROM_THE_SITE,
        data: { hero: { ...help.hero, headline: original }, _status: 'published' },
      });
      expect(restore.ok(), await restore.text()).toBe(true);
    }
  });

  test("the JSON field's code editor loads from the site itself, not a CDN", async ({ page, request }) => {
    const help = await publishedPage(request, 'help');
    const outside: string[] = [];
    page.on('request', (sent) => {
      // The editor's workers come from blob: URLs of the page itself; anything fetched over the
      // network must be from the site's own origin.
      const url = new URL(sent.url());
      const site = new URL(page.url() || 'http://127.0.0.1');
      if (/^https?:$/.test(url.protocol) && url.origin !== site.origin) outside.push(sent.url());
    });
    await signInAsStaff(page);
    outside.length = 0;
    // The editor arrives slowly: a code field that mounted before it would fetch the CDN's copy.
    await page.route('**/cms-monaco/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto(`/admin/collections/pages/${help.id}`);
    await page.locator('.tabs-field__tab-button', { hasText: 'Search' }).click();
    await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: 20_000 });
    expect(outside).toEqual([]);
  });

  test("the dashboard and a list do not fetch the code editor; a page's JSON field does", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const help = await publishedPage(request, 'help');
    await signInAsStaff(page);
    const editorFiles: string[] = [];
    const scriptBytes = { app: 0, editor: 0 };
    // Each script's size, read once its body is in; awaited before a page's figures are printed.
    let reading: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const isEditor = url.pathname.startsWith('/cms-monaco/');
      if (isEditor) editorFiles.push(url.pathname);
      if (response.request().resourceType() !== 'script') return;
      reading.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => {
            if (isEditor) scriptBytes.editor += body.length;
            else scriptBytes.app += body.length;
          }),
      );
    });
    const figures = async (label: string) => {
      await Promise.all(reading);
      reading = [];
      // Figures for decision 0600 (printed, not asserted): script bytes this page fetched.
      console.log(`${label}: ${scriptBytes.app} bytes of scripts, ${scriptBytes.editor} of the editor`);
      scriptBytes.app = 0;
      scriptBytes.editor = 0;
    };
    // A staff member's first admin pages: a fresh document each, so nothing is kept from before.
    // Once the load event has fired every script the page started with has run: the provider of
    // decision 0314 fetched the editor as its module ran, and showed nothing until it was there.
    // (Not 'networkidle': on the edit view Payload's preferences requests, answered 404, were never
    // reported finished, so it never came and the test timed out; decision 0600.)
    for (const [path, landmark] of [
      ['/admin', '.dashboard'],
      ['/admin/collections/pages', '.collection-list'],
    ] as const) {
      await page.goto(path, { waitUntil: 'load' });
      await expect(page.locator(landmark).first()).toBeVisible();
      await figures(path);
      expect(editorFiles).toEqual([]);
    }
    // The page's edit view has its JSON-LD field: there the editor loads, and the field shows.
    await page.goto(`/admin/collections/pages/${help.id}`);
    await page.locator('.tabs-field__tab-button', { hasText: 'Search' }).click();
    await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: 20_000 });
    expect(editorFiles.length).toBeGreaterThan(0);
    // Not awaited here: a response of this view may never be reported finished (see above).
    console.log(`page edit view: ${editorFiles.length} files of the editor fetched`);
  });

  test('another site cannot frame a page, even one asking for a preview', async ({ request }) => {
    const policy = (await request.get('/help')).headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    // Without a staff session the preview route refuses and turns draft mode off.
    const preview = await request.get('/cms-preview?path=/help', { maxRedirects: 0 });
    expect(preview.status()).toBe(403);
  });
});

test.describe('CMS for an anonymous visitor', () => {
  test('the admin sends to its login page', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto('/admin/collections/pages');
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('every CMS write route refuses an anonymous request', async ({ request }) => {
    const home = await publishedHome(request);
    const writes: { method: 'post' | 'patch' | 'delete'; url: string; data?: unknown }[] = [
      { method: 'post', url: '/cms-api/pages', data: { title: 'x', slug: 'x', hero: { headline: 'x' } } },
      { method: 'patch', url: `/cms-api/pages/${home.id}`, data: { title: 'Hacked' } },
      { method: 'delete', url: `/cms-api/pages/${home.id}` },
      { method: 'post', url: '/cms-api/faq-items', data: { question: 'x', answer: 'x' } },
      { method: 'delete', url: '/cms-api/coverage-areas?where[slug][equals]=demo-valley' },
      { method: 'post', url: '/cms-api/globals/header', data: { phone: '0' } },
      {
        method: 'post',
        url: '/cms-api/users',
        data: { email: 'intruder@example.test', password: 'intruder-1234' },
      },
      {
        method: 'post',
        url: '/cms-api/graphql',
        data: { query: 'mutation { deletePage(id: 1) { id } }' },
      },
    ];
    for (const write of writes) {
      const response = await request[write.method](write.url, write.data ? { data: write.data } : {});
      const status = response.status();
      const text = await response.text();
      if (write.url.endsWith('/graphql')) {
        // GraphQL answers 200 with an error: the mutation itself must be refused.
        expect(text, `${write.method} ${write.url}`).toMatch(/not allowed|Forbidden|Unauthorized/i);
        expect(text).not.toContain('"deletePage":{');
      } else {
        expect(
          [401, 403],
          `${write.method.toUpperCase()} ${write.url} → ${status} ${text.slice(0, 200)}`,
        ).toContain(status);
      }
    }
    // Nothing changed.
    expect((await publishedHome(request)).hero.headline).toBe(home.hero.headline);
  });
});

test.describe('the admin for staff (decisions 0500 to 0504)', () => {
  test.describe('with no cookie answer yet', () => {
    test.use({ analyticsConsent: 'unset' });

    test('Live Preview never asks the cookie question, which a visitor is asked', async ({
      page,
      browser,
      request,
    }) => {
      test.setTimeout(90_000);
      const help = await publishedPage(request, 'help');
      // A visitor with no answer is asked, so the preview below would be covered without the fix.
      const visitor = await browser.newContext();
      try {
        const visit = await visitor.newPage();
        await visit.goto('/help');
        await expect(visit.getByRole('dialog', { name: 'Cookies on Hey!Broadband' })).toBeVisible();
      } finally {
        await visitor.close();
      }
      await signInAsStaff(page);
      await page.goto(`/admin/collections/pages/${help.id}`);
      await expect(page.locator('#field-hero__headline')).toHaveValue(help.hero.headline, {
        timeout: 20_000,
      });
      await page.getByRole('button', { name: 'Live Preview' }).click();
      const preview = page.frameLocator('iframe').first();
      await expect(preview.getByRole('heading', { level: 1 })).toHaveText(help.hero.headline, {
        timeout: 20_000,
      });
      await expect(preview.getByRole('dialog')).toHaveCount(0);
      await expect(preview.locator('dialog.cookie-question, html[data-cookie-question]')).toHaveCount(0);
      // Nothing covers the page: the heading is what a click on it reaches.
      await preview.getByRole('heading', { level: 1 }).click({ trial: true, timeout: 5_000 });
    });
  });

  test('each block in the chooser has its own picture and a name, and hero types read as words', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const help = await publishedPage(request, 'help');
    await signInAsStaff(page);
    await page.goto(`/admin/collections/pages/${help.id}`);
    await expect(page.locator('#field-hero__headline')).toHaveValue(help.hero.headline, { timeout: 20_000 });
    await page.locator('#field-hero__heroType').click();
    await expect(page.getByRole('option', { name: 'Main (home page)' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'heroMain' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.locator('.tabs-field__tab-button', { hasText: 'Content' }).click();
    await page.getByRole('button', { name: 'Add Layout' }).first().click();
    const sketches = page.getByRole('img', { name: /^Sketch of the .+ block$/ });
    await expect(sketches).toHaveCount(39, { timeout: 15_000 });
    const sources = await sketches.evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({
        src: new URL(image.src).pathname,
        loaded: image.complete && image.naturalWidth > 0,
      })),
    );
    expect(new Set(sources.map((each) => each.src)).size).toBe(39);
    expect(sources.every((each) => /^\/cms-blocks\/[a-z-]+\.svg$/.test(each.src))).toBe(true);
    // Each picture arrives (the drawer loads them lazily, so ask for each).
    for (const { src } of sources)
      expect((await request.get(src)).headers()['content-type']).toContain('image/svg+xml');
    await expect(page.getByRole('img', { name: 'Sketch of the FAQ accordion block' })).toBeVisible();
  });

  test('a new page gets its slug from its title and, ticked for the header menu, appears there', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const title = `Moving home ${Date.now().toString(36)}`;
    const slug = title.toLowerCase().replace(/ /g, '-');
    await signInAsStaff(page);
    await page.goto('/admin/collections/pages/create');
    await page.locator('#field-title').fill(title);
    await page.locator('#field-hero__headline').fill('Take your broadband with you');
    await page.getByRole('checkbox', { name: 'Header menu' }).check();
    // The slug is left empty: it is made from the title on saving.
    await expect(page.locator('#field-slug')).toHaveValue('');
    await page.getByRole('button', { name: /^Publish/ }).click();
    await expect(page.locator('#field-slug')).toHaveValue(slug, { timeout: 20_000 });
    const created = await publishedPage(request, slug);
    try {
      // A visitor sees it in the header menu at once, linking to the page.
      await page.goto('/');
      const link = page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: title });
      await expect(link).toHaveAttribute('href', `/${slug}`);
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Take your broadband with you');
    } finally {
      const removed = await page.request.delete(`/cms-api/pages/${created.id}`, { headers: FROM_THE_SITE });
      expect(removed.ok(), await removed.text()).toBe(true);
    }
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: title }),
    ).toHaveCount(0);
  });
});
