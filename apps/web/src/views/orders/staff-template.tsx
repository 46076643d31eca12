import { DefaultTemplate } from '@payloadcms/next/templates';
import { Gutter } from '@payloadcms/ui';
import type { AdminViewServerProps } from 'payload';
import type { ReactNode } from 'react';

/** The admin's own frame (nav, header) around a custom view, as Payload's custom views docs show it. */
export function StaffTemplate({
  initPageResult,
  params,
  searchParams,
  children,
}: Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & { children: ReactNode }) {
  const { req, locale, permissions, visibleEntities } = initPageResult;
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>{children}</Gutter>
    </DefaultTemplate>
  );
}
