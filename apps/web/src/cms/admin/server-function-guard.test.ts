import { describe, expect, it, vi } from 'vitest';
import { serverFunctionRefusal } from './server-function-guard';

const SITE = 'http://127.0.0.1:3000';
const fromTheSite = new Headers({ origin: SITE, host: '127.0.0.1:3000', cookie: 'payload-token=t' });

describe('the CMS admin’s server function, before Payload’s handler (decision 0383)', () => {
  it('runs a signed-in staff member’s call of the admin’s own shape', async () => {
    const signedIn = vi.fn(async () => true);
    const call = { name: 'form-state', args: { id: 1 } };
    expect(
      await serverFunctionRefusal(call, { headers: fromTheSite, siteOrigins: [SITE], signedIn }),
    ).toBeNull();
    expect(signedIn).toHaveBeenCalledOnce();
  });

  it('answers a call nobody signed in made with the one error body, not a throw (Next’s 500)', async () => {
    const refused = await serverFunctionRefusal(
      { name: 'form-state', args: {} },
      { headers: fromTheSite, siteOrigins: [SITE], signedIn: async () => false },
    );
    expect(refused).toEqual({ error: 'cms.unauthorized', message: expect.any(String) });
  });

  it.each([null, [], 'form-state', { args: {} }, { name: 'form-state', args: [1] }])(
    'answers a call the admin’s client would not make (%j) without asking for the session',
    async (args) => {
      const signedIn = vi.fn(async () => true);
      const refused = await serverFunctionRefusal(args, {
        headers: fromTheSite,
        siteOrigins: [SITE],
        signedIn,
      });
      expect(refused?.error).toBe('request.invalid');
      expect(signedIn).not.toHaveBeenCalled();
    },
  );

  it('throws for a call from another origin (decision 0391)', async () => {
    const foreign = new Headers({
      origin: 'https://evil.example',
      host: '127.0.0.1:3000',
      cookie: 'payload-token=t',
    });
    await expect(
      serverFunctionRefusal(
        { name: 'form-state' },
        { headers: foreign, siteOrigins: [SITE], signedIn: async () => true },
      ),
    ).rejects.toThrow('must come from the site itself');
  });
});
