import { redirect } from 'next/navigation';
import type { AdminViewServerProps } from 'payload';
import { getSafeRedirect } from 'payload/shared';
import { StaffSignInForm } from './sign-in-form.client';

/**
 * The admin's sign-in page (/admin/login), in place of Payload's (decision 0396): Payload's form
 * sends the password alone, which no longer signs in. Same place, same minimal template.
 */
export function StaffSignInView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult;
  const { admin, api } = req.payload.config.routes;
  const forgot = req.payload.config.admin.routes.forgot;
  const redirectParam = searchParams?.redirect;
  const redirectTo = getSafeRedirect({
    fallbackTo: admin,
    redirectTo: typeof redirectParam === 'string' ? redirectParam : '',
  });
  if (req.user) redirect(redirectTo);
  return (
    <>
      <StaffSignInForm endpoint={`${api}/users/login`} redirectTo={redirectTo} />
      {/* Payload's own page: it mails a reset link through the site's e-mail service (decision 0503). */}
      <p style={{ marginTop: 'var(--base)' }}>
        <a href={`${admin}${forgot}`}>Forgotten your password?</a>
      </p>
    </>
  );
}
