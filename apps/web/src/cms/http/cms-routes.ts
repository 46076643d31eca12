import { existsSync } from 'node:fs';
import path from 'node:path';
import { ERROR_MESSAGES } from '@fibre/domain/error-keys';
import { type Collection, getPayload, type Payload, type SanitizedConfig } from 'payload';
import * as qs from 'qs-esm';
import { readCmsBody } from './body-limit';
import { cmsError, errorKeyForStatus, translatePayloadError } from './error-answer';
import { type CmsEntity, fieldKindsOf } from './field-kinds';
import { isForgeryRisk, isStateChanging, requestProvenance } from './origin-check';
import { type QueryOptions, queryProblem } from './query-check';
import { cmsSiteOrigins } from './site-origins';

/**
 * Payload's REST and GraphQL handlers under /cms-api, held as the site's /api routes are
 * (decisions 0390 to 0392): forged cross-origin writes refused, bodies read within an allowance,
 * queries and ids checked before the database sees them, the internal collections and the
 * permission map kept from the public, and every refusal in the one error shape.
 */

type RouteContext = { params: Promise<{ slug?: string[] }> };
type PayloadRestHandler = (request: Request, context: RouteContext) => Promise<Response>;
type PayloadGraphqlHandler = (request: Request) => Promise<Response>;
type ConfigInput = SanitizedConfig | Promise<SanitizedConfig>;

/** What a guard knows of a /cms-api request besides the request itself. */
interface CmsRoute {
  /** The path under /cms-api, decoded: ['users', 'login'], ['globals', 'header']. */
  segments: readonly string[];
  payload: Payload;
  /** Whether the request is a signed-in staff member's (checked once, on first ask). */
  isStaff: () => Promise<boolean>;
}

/**
 * A check of one route: a Response refuses the request, undefined lets it on. (The staff sign-in,
 * `POST /cms-api/users/login`, is the users collection's own endpoint behind these checks, not a
 * guard; its refusals, already in the one shape, go out as it wrote them.) Guards run after the origin, query and body checks,
 * with the body already read within its allowance (so a guard may `await request.clone().json()`).
 */
type CmsGuard = (request: Request, route: CmsRoute) => Promise<Response | undefined> | Response | undefined;

export interface CmsRoutesOptions {
  guards?: readonly CmsGuard[];
  /** The site's own origins (Payload's csrf list); from the environment by default. */
  siteOrigins?: readonly string[];
}

/** Payload's own query reading (createPayloadRequest), so both see the same tree. */
function parseQuery(search: string): Record<string, unknown> {
  return search
    ? (qs.parse(search, {
        allowEmptyArrays: true,
        arrayLimit: 1000,
        depth: 10,
        ignoreQueryPrefix: true,
      }) as Record<string, unknown>)
    : {};
}

/** The routes of every collection that are not a document id in the id's place. */
const COLLECTION_WORDS = new Set(['count', 'versions', 'access']);
/** Those of an auth collection (users) besides. */
const AUTH_WORDS = new Set([
  'init',
  'me',
  'login',
  'logout',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'first-register',
  'unlock',
  'verify',
]);
/** Those of an upload collection (media) besides. */
const UPLOAD_WORDS = new Set(['file', 'paste-url']);
/** The words after which the next segment is a document id. */
const ID_AFTER = new Set(['versions', 'access', 'paste-url']);

interface RouteShape {
  entity: CmsEntity | null;
  /** The id segment, when the route has one. */
  id: string | undefined;
  versions: boolean;
  access: boolean;
  /** An upload collection's file route: the file name. */
  file: string | undefined;
}

function shapeOf(segments: readonly string[], payload: Payload): RouteShape {
  const [first, second, third] = segments;
  if (first === undefined)
    return { entity: null, id: undefined, versions: false, access: false, file: undefined };
  if (first === 'access')
    return { entity: null, id: undefined, versions: false, access: true, file: undefined };
  if (first === 'globals' && second !== undefined) {
    return {
      entity: { global: second },
      id: third === 'versions' ? segments[3] : undefined,
      versions: third === 'versions',
      access: third === 'access',
      file: undefined,
    };
  }
  const config = collectionOf(payload, first)?.config;
  const isWord = (word: string) =>
    COLLECTION_WORDS.has(word) ||
    (Boolean(config?.auth) && AUTH_WORDS.has(word)) ||
    (Boolean(config?.upload) && UPLOAD_WORDS.has(word));
  if (second === undefined || !isWord(second)) {
    return { entity: { collection: first }, id: second, versions: false, access: false, file: undefined };
  }
  return {
    entity: { collection: first },
    id: ID_AFTER.has(second) ? third : undefined,
    versions: second === 'versions',
    access: second === 'access',
    file: second === 'file' ? third : undefined,
  };
}

async function staffCheck(payload: Payload, headers: Headers): Promise<boolean> {
  const hasCredential = headers.has('authorization') || (headers.get('cookie') ?? '').includes('-token=');
  if (!hasCredential) return false;
  try {
    const { user } = await payload.auth({ headers, canSetHeaders: false });
    return user !== null && user.collection === 'users';
  } catch {
    return false;
  }
}

/** The checks that need no body: origin, the route's shape, its id and its query. */
async function routeProblem(
  request: Request,
  route: CmsRoute,
  siteOrigins: readonly string[],
): Promise<Response | null> {
  const { payload, segments } = route;
  if (isForgeryRisk(request, siteOrigins, payload.config.cookiePrefix))
    return cmsError('request.cross_origin');
  const shape = shapeOf(segments, payload);
  const collectionSlug = shape.entity && 'collection' in shape.entity ? shape.entity.collection : undefined;
  // Payload's internal collections (migrations, preferences, locks, key-value) are the admin's alone.
  if (collectionSlug === 'payload-migrations') return cmsError('request.not_found');
  if (collectionSlug?.startsWith('payload-') && !(await route.isStaff()))
    return cmsError('request.not_found');
  if (shape.access && !(await route.isStaff())) return cmsError('cms.unauthorized');
  if (shape.id !== undefined && payload.db.defaultIDType === 'number' && !/^\d{1,15}$/.test(shape.id)) {
    return cmsError('request.not_found');
  }
  if (shape.file !== undefined && collectionSlug && request.method === 'GET') {
    const upload = collectionOf(payload, collectionSlug)?.config.upload;
    const dir = upload ? path.resolve(upload.staticDir || collectionSlug) : undefined;
    const file = dir ? path.resolve(dir, shape.file) : undefined;
    // Payload answers 500 to a file that is not on disk, after its own access check.
    if (!(dir && file?.startsWith(dir + path.sep) && existsSync(file))) return cmsError('request.not_found');
  }
  const problem = queryProblem(
    parseQuery(new URL(request.url).search),
    shape.entity ? fieldKindsOf(payload, shape.entity, shape.versions) : () => 'unknown',
    queryOptionsOf(payload),
  );
  if (problem)
    return cmsError('validation.invalid_query', { message: `The query is not valid: ${problem}.` });
  return null;
}

/** The GET override (`X-Payload-HTTP-Method-Override: GET`): its body is the query. */
async function overrideQueryProblem(request: Request, route: CmsRoute): Promise<Response | null> {
  const override =
    request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override');
  if (request.method !== 'POST' || override?.toUpperCase() !== 'GET') return null;
  const type = (request.headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase();
  const text = await request.clone().text();
  let query: Record<string, unknown>;
  if (type === 'application/x-www-form-urlencoded') query = parseQuery(text);
  else if (type === 'application/json')
    query = text.trim() === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  else return cmsError('request.unsupported_media_type');
  if (typeof query !== 'object' || query === null) return cmsError('validation.invalid_query');
  const shape = shapeOf(route.segments, route.payload);
  const problem = queryProblem(
    query,
    shape.entity ? fieldKindsOf(route.payload, shape.entity, shape.versions) : () => 'unknown',
    queryOptionsOf(route.payload),
  );
  return problem
    ? cmsError('validation.invalid_query', { message: `The query is not valid: ${problem}.` })
    : null;
}

function queryOptionsOf(payload: Payload): QueryOptions {
  return { allOperator: payload.db.name !== 'sqlite' };
}

/** A collection by a slug from the URL, which may name none. */
function collectionOf(payload: Payload, slug: string): Collection | undefined {
  return (payload.collections as Record<string, Collection | undefined>)[slug];
}

async function payloadFor(config: ConfigInput): Promise<Payload> {
  return getPayload({ config: await config });
}

function logFailure(payload: Payload | undefined, error: unknown): void {
  const name = error instanceof Error ? error.name : typeof error;
  const msg = 'A /cms-api request failed outside Payload';
  if (payload) payload.logger.error({ msg, name });
  else console.error(msg, { name });
}

/** Wraps one of Payload's REST handlers (REST_GET(config) and the rest). */
export function guardedRest(
  config: ConfigInput,
  handler: PayloadRestHandler,
  options: CmsRoutesOptions = {},
) {
  const siteOrigins = options.siteOrigins ?? cmsSiteOrigins(process.env);
  return async (request: Request, context: RouteContext): Promise<Response> => {
    let payload: Payload | undefined;
    try {
      payload = await payloadFor(config);
      const params = await context.params;
      const segments = params.slug ?? [];
      let staff: Promise<boolean> | undefined;
      const route: CmsRoute = {
        segments,
        payload,
        isStaff: () => {
          staff ??= staffCheck(payload as Payload, request.headers);
          return staff;
        },
      };
      const refused = await routeProblem(request, route, siteOrigins);
      if (refused) return refused;
      let forward = request;
      if (isStateChanging(request.method)) {
        const body = await readCmsBody(request, { staff: await route.isStaff() });
        if (!body.ok) return body.response;
        forward = body.request;
        const override = await overrideQueryProblem(forward, route);
        if (override) return override;
      }
      for (const guard of options.guards ?? []) {
        const answer = await guard(forward, route);
        if (answer) return answer;
      }
      const response = await handler(forward, { params: Promise.resolve(params) });
      return translatePayloadError(response, {
        forAdmin: requestProvenance(request.headers, siteOrigins) === 'same-origin',
      });
    } catch (error) {
      logFailure(payload, error);
      return cmsError('internal.error');
    }
  };
}

/** The GraphQL query's allowance: far more than any real query, far less than the 1 MB echoed. */
const GRAPHQL_MAX_BYTES = 16 * 1024;

/** A GraphQL answer's errors without their words: they quote the query back (decision 0393). */
async function quietGraphqlErrors(response: Response): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  const text = await response.text();
  let body: { data?: unknown; errors?: unknown };
  try {
    body = JSON.parse(text) as { data?: unknown; errors?: unknown };
  } catch {
    return cmsError('internal.error');
  }
  if (!Array.isArray(body.errors) || body.errors.length === 0) {
    return new Response(text, { status: response.status, headers: response.headers });
  }
  if (body.data === undefined || body.data === null) {
    return cmsError('validation.invalid_body', { message: 'The GraphQL query is not valid.', status: 400 });
  }
  // Errors beside data are the resolvers' (a mutation the caller may not run): the path, and the
  // catalogue's words for Payload's status, never Payload's own (they may quote what was sent).
  const errors = body.errors.map((entry: unknown) => {
    const { path: where, extensions } = (typeof entry === 'object' && entry !== null ? entry : {}) as {
      path?: unknown;
      extensions?: { statusCode?: unknown };
    };
    const status = typeof extensions?.statusCode === 'number' ? extensions.statusCode : 500;
    const { key } = errorKeyForStatus(status);
    return { message: ERROR_MESSAGES[key], path: where, extensions: { error: key, statusCode: status } };
  });
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ data: body.data, errors }), { status: response.status, headers });
}

/** Wraps Payload's GraphQL POST handler. */
export function guardedGraphql(
  config: ConfigInput,
  handler: PayloadGraphqlHandler,
  options: CmsRoutesOptions = {},
) {
  const siteOrigins = options.siteOrigins ?? cmsSiteOrigins(process.env);
  return async (request: Request): Promise<Response> => {
    let payload: Payload | undefined;
    try {
      payload = await payloadFor(config);
      if (isForgeryRisk(request, siteOrigins, payload.config.cookiePrefix))
        return cmsError('request.cross_origin');
      const body = await readCmsBody(request, { staff: false, maxBytes: GRAPHQL_MAX_BYTES });
      if (!body.ok) return body.response;
      const response = await handler(body.request);
      if (response.status >= 400 && response.status !== 400)
        return translatePayloadError(response, { forAdmin: false });
      return await quietGraphqlErrors(response);
    } catch (error) {
      logFailure(payload, error);
      return cmsError('internal.error');
    }
  };
}
