import { createErrorBody, type FieldErrors, fieldErrorsFromZod } from '@fibre/domain/schemas/error-body';
import {
  STAFF_PASSWORD_RESET_MESSAGES,
  staffPasswordResetBodySchema,
} from '@fibre/domain/schemas/staff-sign-in';
import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload';
import { cmsSiteOrigins } from '@/cms/http/site-origins';

/** How long an e-mailed reset link works. */
export const RESET_LINK_MINUTES = 30;

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The origin a reset link points at: the one the request came from when it is one of the site's
 * own (decision 0391's list), else the site's configured address. Never the Host or Origin a
 * stranger sends, which would mail staff a link to the stranger's site with a live token.
 */
export function resetLinkOrigin(requestOrigin: string | null, siteOrigins: readonly string[]): string {
  const asked = requestOrigin?.toLowerCase() ?? '';
  return siteOrigins.includes(asked) ? asked : (siteOrigins[0] ?? '');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export const RESET_EMAIL_SUBJECT = 'Reset your Hey!Broadband CMS password';

/** The reset mail's body: who it is for, the link, how long it works, and what to do if unasked. */
export function passwordResetEmailHtml(link: string, email: string): string {
  const safeLink = escapeHtml(link);
  return [
    `<p>Someone, we hope you, asked to reset the password of the Hey!Broadband CMS account ${escapeHtml(email)}.</p>`,
    `<p>Choose a new password here (the link works for ${RESET_LINK_MINUTES} minutes, once):<br><a href="${safeLink}">${safeLink}</a></p>`,
    '<p>Then sign in with your new password and the code from your authenticator app.</p>',
    '<p>If you did not ask, ignore this e-mail: your password stays as it is.</p>',
  ].join('\n');
}

/**
 * The users collection's `auth.forgotPassword` (decision 0503): Payload makes the token and sends
 * this mail through the site's e-mail service (cms/email-adapter.ts); the link opens the admin's
 * reset page, which posts to the endpoint below.
 */
export const staffForgotPassword = {
  expiration: RESET_LINK_MINUTES * 60 * 1000,
  generateEmailSubject: () => RESET_EMAIL_SUBJECT,
  generateEmailHTML: (args?: { req?: PayloadRequest; token?: string; user?: { email?: unknown } }) => {
    const req = args?.req;
    const origin = resetLinkOrigin(req?.headers.get('origin') ?? null, cmsSiteOrigins(process.env));
    const admin = req?.payload.config.routes.admin ?? '/admin';
    const link = `${origin}${admin}/reset/${encodeURIComponent(args?.token ?? '')}`;
    return passwordResetEmailHtml(link, typeof args?.user?.email === 'string' ? args.user.email : '');
  },
};

function refusal(fields: FieldErrors, status = 400): Response {
  return Response.json(createErrorBody('validation.invalid_body', { message: fields[0]?.message, fields }), {
    status,
    headers: NO_STORE,
  });
}

/**
 * POST /cms-api/users/reset-password, in place of Payload's own, which signs in with the new
 * password alone (decision 0396). The link's token must be live; the new password follows the
 * sign-in's rule. The password is set, the token spent, every session of the account ended, and
 * the staff member then signs in with the new password and their authenticator code as always.
 */
export const staffPasswordResetEndpoint: Endpoint = {
  path: '/reset-password',
  method: 'post',
  handler: async (req) => {
    // The admin's reset page sends form data (`_payload`), a script JSON: Payload reads both.
    await addDataAndFileToRequest(req);
    const parsed = staffPasswordResetBodySchema.safeParse(req.data ?? {});
    if (!parsed.success) return refusal(fieldErrorsFromZod(parsed.error));
    const { token, password } = parsed.data;
    const account = await req.payload.db.findOne<{ id: number | string }>({
      collection: 'users',
      where: {
        and: [
          { resetPasswordToken: { equals: token } },
          { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
        ],
      },
      req,
    });
    if (!account)
      return refusal([{ path: 'token', message: STAFF_PASSWORD_RESET_MESSAGES.linkRefused }], 403);
    // Payload's update hashes the password as it does for any change of it.
    await req.payload.update({
      collection: 'users',
      id: account.id,
      data: { password },
      req,
      overrideAccess: true,
    });
    // Then the rest straight to the row, whole (as Payload's own reset writes it: a row with a list
    // of sessions is written as one): their own choice, so no forced change at the next sign-in;
    // the token spent; any session a thief held ended.
    const fresh = await req.payload.db.findOne<Record<string, unknown> & { id: number | string }>({
      collection: 'users',
      where: { id: { equals: account.id } },
      req,
    });
    await req.payload.db.updateOne({
      collection: 'users',
      id: account.id,
      data: {
        ...fresh,
        resetPasswordToken: null,
        resetPasswordExpiration: null,
        passwordChangeRequired: false,
        sessions: [],
      },
      req,
    });
    return Response.json({ message: STAFF_PASSWORD_RESET_MESSAGES.done }, { status: 200, headers: NO_STORE });
  },
};
