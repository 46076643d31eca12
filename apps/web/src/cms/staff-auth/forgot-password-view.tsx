import type { AdminViewServerProps } from 'payload';

/**
 * /admin/forgot, in place of Payload's e-mailed reset, which is off: it would sign in with a new
 * password alone (decision 0396).
 */
export function ForgotPasswordView({ initPageResult }: AdminViewServerProps) {
  const { admin } = initPageResult.req.payload.config.routes;
  return (
    <div>
      <h1>Forgotten your password?</h1>
      <p>
        Ask a colleague to set a new password for your account in the admin; you will choose your own at your
        next sign-in. If you have lost your authenticator app, ask the site’s operator to reset it.
      </p>
      <p>
        <a href={`${admin}/login`}>Back to sign in</a>
      </p>
    </div>
  );
}
