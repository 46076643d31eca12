import { describe, expect, it } from 'vitest';
import {
  passwordResetEmailHtml,
  RESET_LINK_MINUTES,
  resetLinkOrigin,
  staffForgotPassword,
} from './password-reset';

const SITE_ORIGINS = ['https://www.broadband.example', 'http://127.0.0.1:3000'];

describe('resetLinkOrigin', () => {
  it('links back to the site origin the request came from', () => {
    expect(resetLinkOrigin('http://127.0.0.1:3000', SITE_ORIGINS)).toBe('http://127.0.0.1:3000');
    expect(resetLinkOrigin('HTTPS://WWW.BROADBAND.EXAMPLE', SITE_ORIGINS)).toBe(
      'https://www.broadband.example',
    );
  });

  it('never links to a stranger’s origin: the site’s own address instead', () => {
    expect(resetLinkOrigin('https://evil.example', SITE_ORIGINS)).toBe('https://www.broadband.example');
    expect(resetLinkOrigin(null, SITE_ORIGINS)).toBe('https://www.broadband.example');
  });
});

describe('the reset mail', () => {
  it('gives the link, how long it works and what to do when unasked, with nothing unescaped', () => {
    const html = passwordResetEmailHtml(
      'https://www.broadband.example/admin/reset/ab"c',
      'x<y>@heybroadband.example',
    );
    expect(html).toContain('href="https://www.broadband.example/admin/reset/ab&#34;c"');
    expect(html).toContain('x&#60;y&#62;@heybroadband.example');
    expect(html).toContain(`${RESET_LINK_MINUTES} minutes`);
    expect(html).toContain('If you did not ask, ignore this e-mail');
  });

  it('links to the admin’s reset page with Payload’s token, for 30 minutes', () => {
    expect(staffForgotPassword.expiration).toBe(30 * 60 * 1000);
    const req = {
      headers: new Headers({ origin: 'https://evil.example' }),
      payload: { config: { routes: { admin: '/admin' } } },
    };
    const html = staffForgotPassword.generateEmailHTML({
      req: req as never,
      token: 'a'.repeat(40),
      user: { email: 'staff@heybroadband.example' },
    });
    expect(html).toContain(`href="https://heybroadband.example/admin/reset/${'a'.repeat(40)}"`);
    expect(staffForgotPassword.generateEmailSubject()).toBe('Reset your Hey!Broadband CMS password');
  });
});
