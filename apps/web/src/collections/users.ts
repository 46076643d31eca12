import type { CollectionConfig } from 'payload';
import { authenticated } from '@/access/authenticated';

/**
 * The provider's staff: the only people who sign in, to the admin at /admin. Payload's own
 * authentication (HTTP-only cookie, SameSite Lax); the cookie is Secure whenever the site runs
 * behind a trusted TLS proxy (decision 0181), since `npm start` itself speaks plain http.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  access: {
    admin: authenticated,
    create: authenticated,
    delete: authenticated,
    read: authenticated,
    update: authenticated,
  },
  admin: { defaultColumns: ['name', 'email'], useAsTitle: 'email' },
  auth: {
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && Number(process.env.TRUSTED_PROXY_COUNT ?? 0) > 0,
    },
    // Eight hours: a working day, then sign in again.
    tokenExpiration: 8 * 60 * 60,
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
  },
  fields: [{ name: 'name', type: 'text' }],
};
