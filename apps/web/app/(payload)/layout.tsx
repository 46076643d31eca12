/* Payload's admin root layout, as Payload generates it (templates/website), with our imports. */
import config from '@payload-config';
import '@payloadcms/next/css';
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts';
import type { ServerFunctionClient } from 'payload';
import type { ReactNode } from 'react';
import { importMap } from './admin/importMap';

const serverFunction: ServerFunctionClient = async (args) => {
  'use server';
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
