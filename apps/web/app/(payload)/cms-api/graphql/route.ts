/* Payload's GraphQL endpoint, under /cms-api (decision 0300), behind the CMS's request checks
 * (decision 0390): queries of at most 16 KiB, errors without the query's words. No playground. */
import config from '@payload-config';
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes';
import { guardedGraphql } from '@/cms/http/cms-routes';

export const POST = guardedGraphql(config, GRAPHQL_POST(config));
export const OPTIONS = REST_OPTIONS(config);
