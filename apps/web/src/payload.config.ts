import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { buildConfig, defaultLoggerOptions } from 'payload';
import sharp from 'sharp';
import { cmsLoggerOptions } from '@/cms/cms-logger';
import { cmsDatabase } from '@/cms/database';
import { MEDIA_MAX_FILE_BYTES } from '@/cms/http/body-limit';
import { cmsSiteOrigins } from '@/cms/http/site-origins';
import { Charities } from '@/collections/charities';
import { CoverageAreas } from '@/collections/coverage-areas';
import { FaqItems } from '@/collections/faq-items';
import { LegalPages } from '@/collections/legal-pages';
import { Media } from '@/collections/media';
import { Pages } from '@/collections/pages';
import { Reviews } from '@/collections/reviews';
import { Users } from '@/collections/users';
import { AmazonVoucherOffer } from '@/globals/amazon-voucher-offer/config';
import { Footer } from '@/globals/footer/config';
import { Header } from '@/globals/header/config';
import { MetadataDefaults } from '@/globals/metadata-defaults/config';
import { PromoBanner } from '@/globals/promo-banner/config';
import { SalesCountdown } from '@/globals/sales-countdown/config';
import { parseCmsEnv } from '@/lib/env-schema';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const env = parseCmsEnv(process.env);
const siteOrigins = cmsSiteOrigins(process.env);

/**
 * The CMS (Payload 3, embedded in the site: decision 0300). Its admin is at /admin; its REST and
 * GraphQL routes are under /cms-api, because the spec's same-site routes own /api.
 */
export default buildConfig({
  admin: {
    user: Users.slug,
    // A .ts file: the app's tsconfig does not allow JavaScript.
    importMap: {
      baseDir: dirname,
      importMapFile: path.resolve(dirname, '../app/(payload)/admin/importMap.ts'),
    },
    meta: { titleSuffix: ' · Hey!Broadband CMS' },
    // Payload's default is Gravatar, an outside service the admin's CSP (and an offline machine) refuses.
    avatar: 'default',
    // Monaco (code and JSON fields) from the site itself, not a CDN (decision 0314).
    components: {
      providers: ['@/cms/admin/self-hosted-monaco#SelfHostedMonaco'],
      // The staff sign-in's own page: password, authenticator code, forced change (decision 0396).
      views: {
        login: { Component: '@/cms/staff-auth/sign-in-view#StaffSignInView', path: '/login' },
        forgot: { Component: '@/cms/staff-auth/forgot-password-view#ForgotPasswordView', path: '/forgot' },
      },
    },
  },
  routes: { admin: '/admin', api: '/cms-api', graphQL: '/graphql', graphQLPlayground: '/graphql-playground' },
  graphQL: { disablePlaygroundInProduction: true },
  collections: [Pages, LegalPages, FaqItems, CoverageAreas, Reviews, Charities, Media, Users],
  globals: [Header, Footer, MetadataDefaults, PromoBanner, SalesCountdown, AmazonVoucherOffer],
  editor: lexicalEditor(),
  db: cmsDatabase(env),
  secret: env.payloadSecret,
  sharp,
  telemetry: false,
  // The staff cookie counts only on requests from the site's own origins, and only they get CORS
  // headers (decision 0391); /cms-api checks Origin itself too, against the request's own host.
  csrf: siteOrigins,
  cors: siteOrigins,
  // Media files up to 20 MB; /cms-api reads no more than that of a staff upload (decision 0392).
  upload: { limits: { fileSize: MEDIA_MAX_FILE_BYTES } },
  // Pretty lines as Payload's default, without bound SQL values or control characters (decision 0393).
  logger: { options: cmsLoggerOptions(), destination: defaultLoggerOptions },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
});
