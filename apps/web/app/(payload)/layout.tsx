/* Payload's admin root layout, as Payload generates it (templates/website), with our imports. */
import config from '@payload-config';
import '@payloadcms/next/css';
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts';
import { headers } from 'next/headers';
import { getPayload, type ServerFunctionClient } from 'payload';
import type { ReactNode } from 'react';
import { serverFunctionRefusal } from '@/cms/admin/server-function-guard';
import { staffServerFunctions } from '@/cms/admin/staff-server-functions';
import { cmsSiteOrigins } from '@/cms/http/site-origins';
import { importMap } from './admin/importMap';

const siteOrigins = cmsSiteOrigins(process.env);

const serverFunction: ServerFunctionClient = async (args) => {
  'use server';
  // The admin's server function saves and deletes as the REST API does: only the site's own pages
  // call it (decision 0391), and only a signed-in staff member's call of its own shape runs.
  const refused = await serverFunctionRefusal(args, {
    headers: await headers(),
    siteOrigins,
    signedIn: async (requestHeaders) =>
      Boolean((await (await getPayload({ config })).auth({ headers: requestHeaders })).user),
  });
  if (refused !== null) return refused;
  // Beside Payload's own, the admin's: moving an order from the Orders view (decision 0671).
  return handleServerFunctions({ ...args, config, importMap, serverFunctions: staffServerFunctions });
};

/**
 * The admin's own root layout: Payload renders its own <html>, so it sits in the (payload) route
 * group beside the site's (frontend) one (decisions 0150, 0300). Moving between the two is a full
 * page load.
 */
export default function PayloadLayout({ children }: { children: ReactNode }) {
  return (
    <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
      {children}
    </RootLayout>
  );
}
