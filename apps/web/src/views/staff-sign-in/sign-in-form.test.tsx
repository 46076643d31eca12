// @vitest-environment jsdom
import { STAFF_SIGN_IN_MESSAGES } from '@fibre/domain/schemas/staff-sign-in';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leave, settle, typeInto } from '@/test-support/form-events';
import { mount } from '@/test-support/render';
import { StaffSignInForm } from './sign-in-form.client';

const views: Array<{ unmount(): void }> = [];
afterEach(() => {
  for (const view of views.splice(0)) view.unmount();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const byLabel = (text: string) => {
  const label = [...document.querySelectorAll('label')].find((each) => each.textContent === text);
  return document.getElementById(label?.htmlFor ?? '') as HTMLInputElement;
};
const messageOf = (input: HTMLInputElement) =>
  document.getElementById(`${input.id}-error`)?.textContent ?? null;

async function submit() {
  await act(async () => document.querySelector('form')?.requestSubmit());
  await settle();
}

function answer(body: unknown, status = 200) {
  return vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

async function render() {
  views.push(await mount(<StaffSignInForm endpoint="/cms-api/users/login" redirectTo="/admin" />));
}

describe('StaffSignInForm', () => {
  it('names each blank box on submit, in the banner and under the box, and sends nothing', async () => {
    const fetchMock = answer({ signedIn: true });
    vi.stubGlobal('fetch', fetchMock);
    await render();
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(messageOf(byLabel('Email'))).toBe(`Error: ${STAFF_SIGN_IN_MESSAGES.emailRequired}`);
    expect(messageOf(byLabel('Password'))).toBe(`Error: ${STAFF_SIGN_IN_MESSAGES.passwordRequired}`);
    const banner = document.querySelector('[role="alert"]');
    expect(banner?.textContent).toContain(STAFF_SIGN_IN_MESSAGES.emailRequired);
    expect(document.activeElement).toBe(banner);
  });

  it('checks the e-mail when it is left', async () => {
    vi.stubGlobal('fetch', answer({ signedIn: true }));
    await render();
    await typeInto(byLabel('Email'), 'not an address');
    expect(messageOf(byLabel('Email'))).toBeNull();
    await leave(byLabel('Email'));
    await settle();
    expect(messageOf(byLabel('Email'))).not.toBeNull();
  });

  it('asks for the code once the password is right, and names a blank code', async () => {
    const fetchMock = answer({ signedIn: false, needs: { code: true, newPassword: false } });
    vi.stubGlobal('fetch', fetchMock);
    await render();
    await typeInto(byLabel('Email'), 'editor@example.test');
    await typeInto(byLabel('Password'), 'a long password');
    await submit();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'editor@example.test',
      password: 'a long password',
    });
    const code = byLabel('Code from your authenticator app');
    expect(byLabel('Email').readOnly).toBe(true);
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(messageOf(code)).toBe(`Error: ${STAFF_SIGN_IN_MESSAGES.codeInvalid}`);
  });

  it("shows a refusal's words and puts its fields on their boxes", async () => {
    vi.stubGlobal(
      'fetch',
      answer(
        {
          error: 'auth.sign_in_refused',
          message: STAFF_SIGN_IN_MESSAGES.refused,
          fields: [{ path: 'password', message: STAFF_SIGN_IN_MESSAGES.refused }],
        },
        401,
      ),
    );
    await render();
    await typeInto(byLabel('Email'), 'editor@example.test');
    await typeInto(byLabel('Password'), 'wrong password!');
    await submit();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(STAFF_SIGN_IN_MESSAGES.refused);
    expect(messageOf(byLabel('Password'))).toBe(`Error: ${STAFF_SIGN_IN_MESSAGES.refused}`);
  });
});
