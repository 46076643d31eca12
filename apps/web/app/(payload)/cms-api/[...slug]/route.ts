/*
 * Payload's REST API under /cms-api (the site's own routes own /api), each handler behind the
 * CMS's request checks (src/cms/http/cms-routes.ts, decisions 0390 to 0392). A route-specific
 * check goes in `guards`.
 */
import config from '@payload-config';
import '@payloadcms/next/css';
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes';
import { type CmsRoutesOptions, guardedRest } from '@/cms/http/cms-routes';

const options: CmsRoutesOptions = { guards: [] };

export const GET = guardedRest(config, REST_GET(config), options);
export const POST = guardedRest(config, REST_POST(config), options);
export const DELETE = guardedRest(config, REST_DELETE(config), options);
export const PATCH = guardedRest(config, REST_PATCH(config), options);
export const PUT = guardedRest(config, REST_PUT(config), options);
export const OPTIONS = guardedRest(config, REST_OPTIONS(config), options);
