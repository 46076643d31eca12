import { sameSitePath } from '@fibre/domain/same-site-path';
import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { cmsPayload } from '@/cms/payload-client';

/**
 * The admin's Preview button: for a signed-in editor, switches on draft mode (pages then read their
 * latest draft, as that editor) and opens the page; anyone else gets 403. Only site paths, checked
 * as the payment redirect checks them ('/\evil.example' is '//evil.example' to a browser: decision 0397).
 */
export async function GET(request: NextRequest): Promise<Response> {
  const path = sameSitePath(request.nextUrl.searchParams.get('path') ?? '');
  if (path === null) return new Response('Bad path', { status: 400 });
  const payload = await cmsPayload();
  const { user } = await payload.auth({ headers: request.headers });
  const draft = await draftMode();
  if (!user) {
    draft.disable();
    return new Response('Sign in to the admin to preview drafts', { status: 403 });
  }
  draft.enable();
  redirect(path);
}
