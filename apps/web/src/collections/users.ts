import { DEFAULT_STAFF_ROLES, STAFF_ROLE_LABELS, STAFF_ROLES } from '@fibre/domain/staff-roles';
import type { CollectionConfig, FieldAccess } from 'payload';
import { authenticated } from '@/access/authenticated';
import { validateRolesChange } from '@/access/staff-roles';
import { staffSignInEndpoint } from '@/cms/staff-auth/endpoint';
import {
  markPasswordsSetByOthers,
  notePasswordSet,
  refuseLoginsOutsideStaffSignIn,
} from '@/cms/staff-auth/hooks';
import { staffForgotPassword, staffPasswordResetEndpoint } from '@/cms/staff-auth/password-reset';

/** Fields only the server writes (the sign-in, the seed): no request may read or set them. */
const serverOnly: { create: FieldAccess; read: FieldAccess; update: FieldAccess } = {
  create: () => false,
  read: () => false,
  update: () => false,
};

/**
 * The provider's staff: the only people who sign in, to the admin at /admin. Payload's own session
 * (HTTP-only cookie, SameSite Lax; Secure whenever the site runs behind a trusted TLS proxy,
 * decision 0181), issued only by the staff sign-in at POST /cms-api/users/login, which asks for
 * the password, an authenticator code and, the first time, a new password (decisions 0395, 0396).
 */
export const usersCollectionConfig: CollectionConfig = {
  slug: 'users',
  access: {
    admin: authenticated,
    create: authenticated,
    delete: authenticated,
    read: authenticated,
    update: authenticated,
  },
  admin: { defaultColumns: ['name', 'email', 'roles'], useAsTitle: 'email' },
  auth: {
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && Number(process.env.TRUSTED_PROXY_COUNT ?? 0) > 0,
    },
    // Eight hours: a working day, then sign in again.
    tokenExpiration: 8 * 60 * 60,
    // Payload's lock is per account, so anyone could lock staff out; the staff sign-in
    // counts failures per account and network instead (decision 0395).
    maxLoginAttempts: 0,
    // 'Forgotten your password?' mails a reset link through the site's e-mail service (decision 0503).
    forgotPassword: staffForgotPassword,
  },
  // Before Payload's own /login and /reset-password: the staff sign-in and the staff reset answer
  // them (custom endpoints are matched first).
  endpoints: [staffSignInEndpoint, staffPasswordResetEndpoint],
  hooks: {
    beforeOperation: [refuseLoginsOutsideStaffSignIn],
    beforeChange: [notePasswordSet],
    afterChange: [markPasswordsSetByOthers],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      // What the staff member may do (decision 0670): content editors do not see orders.
      name: 'roles',
      type: 'select',
      hasMany: true,
      label: 'Roles',
      options: STAFF_ROLES.map((value) => ({ value, label: STAFF_ROLE_LABELS[value] })),
      defaultValue: [...DEFAULT_STAFF_ROLES],
      validate: validateRolesChange,
      admin: {
        position: 'sidebar',
        description: 'Content editors edit the site; Orders see and move customers’ orders.',
      },
    },
    {
      name: 'passwordChangeRequired',
      type: 'checkbox',
      label: 'Must choose a new password at the next sign-in',
      defaultValue: true,
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'totpEnrolledAt',
      type: 'date',
      label: 'Authenticator app set up',
      access: { create: () => false, update: () => false },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    // Sealed with the CMS secret (totp.ts); never sent to any client.
    { name: 'totpSecret', type: 'text', hidden: true, access: serverOnly },
    { name: 'totpPendingSecret', type: 'text', hidden: true, access: serverOnly },
    // The last code's time step, so a code is never taken twice.
    { name: 'totpLastStep', type: 'number', hidden: true, access: serverOnly },
  ],
};
