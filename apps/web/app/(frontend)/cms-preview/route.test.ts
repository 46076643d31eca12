import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.fn();
const draft = { enable: vi.fn(), disable: vi.fn() };
vi.mock('@/cms/payload-client', () => ({ cmsPayload: async () => ({ auth }) }));
vi.mock('next/headers', () => ({ draftMode: async () => draft }));

const { GET } = await import('./route');

const preview = (path: string) => GET(new NextRequest(`http://127.0.0.1:3000/cms-preview?path=${path}`));

/** Where next/navigation's redirect() would send the browser (it throws to do so). */
async function redirectedTo(path: string): Promise<string> {
  try {
    await preview(path);
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.startsWith('NEXT_REDIRECT')) return digest.split(';')[2] ?? '';
    throw error;
  }
  throw new Error('no redirect');
}

describe('GET /cms-preview', () => {
  beforeEach(() => {
    auth.mockReset();
    draft.enable.mockReset();
    draft.disable.mockReset();
    auth.mockResolvedValue({ user: { id: 1 } });
  });

  it.each([
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '/%09/evil.example',
    '//evil.example',
    'https://evil.example',
    '%2F%2Fevil.example',
  ])('refuses %s with 400 before anything else, even for a signed-in editor', async (path) => {
    const response = await preview(path);
    expect(response.status).toBe(400);
    expect(auth).not.toHaveBeenCalled();
    expect(draft.enable).not.toHaveBeenCalled();
  });

  it('opens a site path in draft mode for a signed-in editor', async () => {
    expect(await redirectedTo('/help%3Ftopic%3Drouter')).toBe('/help?topic=router');
    expect(draft.enable).toHaveBeenCalled();
  });

  it('is 403 for anyone not signed in', async () => {
    auth.mockResolvedValue({ user: null });
    expect((await preview('/help')).status).toBe(403);
  });
});
