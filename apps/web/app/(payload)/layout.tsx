/* Payload's admin root layout, as Payload generates it (templates/website), with our imports. */
import config from '@payload-config';
import '@payloadcms/next/css';
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts';
import { headers } from 'next/headers';
import type { ServerFunctionClient } from 'payload';
import type { ReactNode } from 'react';
import { isForgeryRisk } from '@/cms/http/origin-check';
import { cmsSiteOrigins } from '@/cms/http/site-origins';
import { importMap } from './admin/importMap';

const siteOrigins = cmsSiteOrigins(process.env);

const serverFunction: ServerFunctionClient = async (args) => {
  'use server';
  // The admin's server function saves and deletes as the REST API does, so it answers only the
  // site's own pages (decision 0391). Next.js compares Origin with Host before an action runs;
  // this holds the CMS's own rule as well, Sec-Fetch-Site and Referer included.
  if (isForgeryRisk({ method: 'POST', headers: await headers() }, siteOrigins)) {
    throw new Error('This request must come from the site itself.');
  }
  return handleServerFunctions({ ...args, config, importMap });
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
