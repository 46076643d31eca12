import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { buildConfig, defaultLoggerOptions } from 'payload';
import sharp from 'sharp';
import { cmsLoggerOptions } from '@/cms/cms-logger';
import { cmsDatabase } from '@/cms/database';
import { cmsEmailAdapter } from '@/cms/email-adapter';
import { MEDIA_MAX_FILE_BYTES } from '@/cms/http/body-limit';
import { cmsSiteOrigins } from '@/cms/http/site-origins';
import { mediaStoragePlugins } from '@/cms/media-storage';
import { validationErrorAnswer } from '@/cms/validation-error-answer';
import { charitiesCollectionConfig } from '@/collections/charities';
import { coverageAreasCollectionConfig } from '@/collections/coverage-areas';
import { faqItemsCollectionConfig } from '@/collections/faq-items';
import { legalPagesCollectionConfig } from '@/collections/legal-pages';
import { mediaCollectionConfig } from '@/collections/media';
import { pagesCollectionConfig } from '@/collections/pages';
import { reviewsCollectionConfig } from '@/collections/reviews';
import { usersCollectionConfig } from '@/collections/users';
import { amazonVoucherOfferGlobalConfig } from '@/globals/amazon-voucher-offer/config';
import { footerGlobalConfig } from '@/globals/footer/config';
import { headerGlobalConfig } from '@/globals/header/config';
import { metadataDefaultsGlobalConfig } from '@/globals/metadata-defaults/config';
import { planChooserGlobalConfig } from '@/globals/plan-chooser/config';
import { promoBannerGlobalConfig } from '@/globals/promo-banner/config';
import { salesCountdownGlobalConfig } from '@/globals/sales-countdown/config';
import { parseCmsEnv, parseServerEnv } from '@/lib/env-schema';
import { parseMediaStorageEnv } from '@/lib/media-storage-env';

const dirname = path.dirname(fileURLToPath(import.meta.url));
// Payload's start-up check that every @payloadcms package has payload's version (outside
// production only) fails on the S3 adapter, whose newest release is 3.90.1 beside payload 3.90.2;
// cms/payload-versions.test.ts holds the same rule with that one known exception (decision 0532).
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true';
const env = parseCmsEnv(process.env);
const siteOrigins = cmsSiteOrigins(process.env);

/**
 * The CMS (Payload 3, embedded in the site: decision 0300). Its admin is at /admin; its REST and
 * GraphQL routes are under /cms-api, because the spec's same-site routes own /api.
 */
export default buildConfig({
  admin: {
    user: usersCollectionConfig.slug,
    // A .ts file: the app's tsconfig does not allow JavaScript.
    importMap: {
      baseDir: dirname,
      importMapFile: path.resolve(dirname, '../app/(payload)/admin/importMap.ts'),
    },
    meta: {
      titleSuffix: ' · Hey!Broadband CMS',
      // The site's own favicon (app/icon.svg, decision 0451) rather than Payload's.
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
    },
    // Payload's default is Gravatar, an outside service the admin's CSP (and an offline machine) refuses.
    avatar: 'default',
    // Monaco (code and JSON fields) comes from the site itself, not a CDN (decision 0314), loaded
    // by each JSON field's own component (SELF_HOSTED_JSON_FIELD), not by the whole admin (0600).
    components: {
      // The staff sign-in's own page: password, authenticator code, forced change (decision 0396).
      // Payload's own 'Forgot password' and reset pages stay: the mail and the reset are ours (0503).
      views: {
        login: { Component: '@/views/staff-sign-in/sign-in-view#StaffSignInView', path: '/login' },
        // Customers' orders, for staff with the `orders` role only, through the provider API (0671).
        orders: {
          Component: '@/views/orders/orders-search-view#OrdersSearchView',
          path: '/orders',
          exact: true,
        },
        orderDetail: {
          Component: '@/views/orders/order-view#OrderStaffView',
          path: '/orders/:code',
          exact: true,
        },
      },
      afterNavLinks: ['@/views/orders/orders-nav-link#OrdersNavLink'],
      afterDashboard: ['@/views/orders/orders-nav-link#OrdersDashboardLink'],
    },
  },
  routes: { admin: '/admin', api: '/cms-api', graphQL: '/graphql', graphQLPlayground: '/graphql-playground' },
  graphQL: { disablePlaygroundInProduction: true },
  collections: [
    pagesCollectionConfig,
    legalPagesCollectionConfig,
    faqItemsCollectionConfig,
    coverageAreasCollectionConfig,
    reviewsCollectionConfig,
    charitiesCollectionConfig,
    mediaCollectionConfig,
    usersCollectionConfig,
  ],
  globals: [
    headerGlobalConfig,
    footerGlobalConfig,
    metadataDefaultsGlobalConfig,
    promoBannerGlobalConfig,
    salesCountdownGlobalConfig,
    amazonVoucherOfferGlobalConfig,
    planChooserGlobalConfig,
  ],
  // A hook's field errors reach the admin's form even across bundled copies of Payload (decision 0450).
  hooks: { afterError: [validationErrorAnswer] },
  editor: lexicalEditor(),
  // Staff password resets go out through the site's e-mail service: the outbox on a fresh install
  // (decision 0503). Its settings are read when a mail is sent.
  email: cmsEmailAdapter(() => parseServerEnv(process.env).email),
  db: cmsDatabase(env),
  // Uploads in an S3-compatible bucket when S3_BUCKET is set, else on the local disk (decision 0532).
  plugins: mediaStoragePlugins(parseMediaStorageEnv(process.env)),
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
