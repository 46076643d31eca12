import {
  type AddressItem,
  addressItemListSchema,
  addressItemSchema,
  type CalculateMonthlyPaymentBody,
  type CustomerAction,
  fieldErrorsFromZod,
  type MonthlyPayment,
  monthlyPaymentSchema,
  type Product,
  type Promotion,
  productListSchema,
  promotionListSchema,
  promotionSchema,
  REGISTER_CHANNEL,
} from '@fibre/domain';
import { z } from 'zod';
import { CLIENT_ERROR_KEYS, ProviderError, type ProviderFieldErrors } from './provider-error';

/** The subset of `fetch` the client needs, so tests can pass a fake. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Where failures are reported. Only the route template, key and status are logged: never a postcode or a body. */
export interface ProviderClientLogger {
  warn(message: string, details: Record<string, unknown>): void;
  error(message: string, details: Record<string, unknown>): void;
}

export interface ProviderClientOptions {
  baseUrl: string;
  token: string;
  /** content-and-api.md §9: API timeout 20000 ms. */
  timeoutMs?: number;
  fetch?: FetchLike;
  logger?: ProviderClientLogger;
}

/** A JSON object whose exact shape the website does not rely on yet (the later checkout steps). */
export type ProviderRecord = Record<string, unknown>;

export interface OtsProvider {
  rcpid: string;
  name: string;
}

/** What the installation-slot calls give back instead of throwing (content-and-api.md §8). */
export interface ProviderErrorObject {
  error: string;
  message: string;
  status: number;
}

const otsProviderListSchema = z.array(z.object({ rcpid: z.string(), name: z.string() }));
const recordSchema = z.record(z.string(), z.unknown());

interface CallSpec<T> {
  method: 'GET' | 'POST' | 'PUT';
  /** The path template, logged instead of the real path so no postcode or code reaches the logs. */
  route: string;
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** null: the body is ignored (e.g. 204 from a PUT). */
  schema: z.ZodType<T> | null;
  signal?: AbortSignal;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * The failing fields of an error body: the domain's shape (`{ path: [messages] }`), or a list of
 * `{ path, message }` as some services send; anything else is ignored.
 */
function readFields(value: unknown): ProviderFieldErrors | undefined {
  const fields = new Map<string, string[]>();
  const add = (path: unknown, message: unknown) => {
    const pathText = Array.isArray(path) ? path.join('.') : path;
    if (typeof pathText !== 'string' || typeof message !== 'string') return;
    fields.set(pathText, [...(fields.get(pathText) ?? []), message]);
  };
  if (Array.isArray(value)) {
    for (const entry of value) {
      if (typeof entry === 'object' && entry !== null) {
        const { path, message } = entry as { path?: unknown; message?: unknown };
        add(path, message);
      }
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [path, messages] of Object.entries(value)) {
      if (Array.isArray(messages)) for (const message of messages) add(path, message);
    }
  }
  return fields.size > 0 ? Object.fromEntries(fields) : undefined;
}

async function errorFromResponse(response: Response): Promise<ProviderError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's HTML error page): the status text is all there is.
  }
  const parsed = (typeof body === 'object' && body !== null ? body : {}) as {
    error?: unknown;
    message?: unknown;
    fields?: unknown;
  };
  const fallbackKey = response.status >= 500 ? CLIENT_ERROR_KEYS.unavailable : `http.${response.status}`;
  return new ProviderError({
    key: typeof parsed.error === 'string' && parsed.error !== '' ? parsed.error : fallbackKey,
    status: response.status,
    message:
      typeof parsed.message === 'string' && parsed.message !== ''
        ? parsed.message
        : response.statusText || `HTTP ${response.status}`,
    fields: readFields(parsed.fields),
  });
}

function errorFromThrown(error: unknown): ProviderError {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return new ProviderError({
      key: CLIENT_ERROR_KEYS.timeout,
      status: 504,
      message: 'The provider did not answer in time',
    });
  }
  return new ProviderError({
    key: CLIENT_ERROR_KEYS.unavailable,
    status: 503,
    message: 'The provider could not be reached',
  });
}

/**
 * The one place the website talks to the provider API. Every answer is parsed with the
 * @fibre/domain schema before anyone sees it. Semantics follow content-and-api.md §8: reads log and
 * return null (promotion-by-postcode returns []), writes log and throw a ProviderError, the
 * installation-slot calls log and return an error object. `strict` offers the reads as throwing calls
 * for the same-site routes, which must tell "not found" (404) from "provider down" (502/503).
 */
export function createProviderClient(options: ProviderClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 20_000;
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const logger: ProviderClientLogger = options.logger ?? {
    warn: (message, details) => console.warn(message, details),
    error: (message, details) => console.error(message, details),
  };

  async function call<T>(spec: CallSpec<T>): Promise<T> {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(spec.query ?? {})) {
      if (value !== undefined) search.set(name, String(value));
    }
    const query = search.size > 0 ? `?${search.toString()}` : '';
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${options.token}`,
      ...spec.headers,
    };
    if (spec.body !== undefined) headers['Content-Type'] = 'application/json';
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = spec.signal ? AbortSignal.any([timeout, spec.signal]) : timeout;

    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${spec.path}${query}`, {
        method: spec.method,
        headers,
        body: spec.body === undefined ? undefined : JSON.stringify(spec.body),
        signal,
      });
    } catch (error) {
      // The caller's own abort is theirs to handle; everything else is the provider being away.
      if (spec.signal?.aborted) throw error;
      throw errorFromThrown(error);
    }
    if (!response.ok) throw await errorFromResponse(response);
    if (spec.schema === null) return undefined as T;

    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ProviderError({
        key: CLIENT_ERROR_KEYS.invalidResponse,
        status: 502,
        message: `The provider's answer to ${spec.method} ${spec.route} was not JSON`,
      });
    }
    const parsed = spec.schema.safeParse(body);
    if (!parsed.success) {
      throw new ProviderError({
        key: CLIENT_ERROR_KEYS.invalidResponse,
        status: 502,
        message: `The provider's answer to ${spec.method} ${spec.route} did not match the expected shape`,
        fields: fieldErrorsFromZod(parsed.error),
      });
    }
    return parsed.data;
  }

  function describe(route: string, error: unknown): Record<string, unknown> {
    return error instanceof ProviderError
      ? { route, key: error.key, status: error.status }
      : { route, error: String(error) };
  }

  /** Read semantics: log and return the fallback. */
  async function read<T, F>(route: string, run: () => Promise<T>, fallback: F): Promise<T | F> {
    try {
      return await run();
    } catch (error) {
      logger.warn('Provider read failed', describe(route, error));
      return fallback;
    }
  }

  /** Write semantics: log and rethrow. */
  async function write<T>(route: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      logger.error('Provider write failed', describe(route, error));
      throw error;
    }
  }

  /** Installation-slot semantics: log and return an error object. */
  async function slot<T>(route: string, run: () => Promise<T>): Promise<T | ProviderErrorObject> {
    try {
      return await run();
    } catch (error) {
      logger.error('Provider installation-slot call failed', describe(route, error));
      const providerError = error instanceof ProviderError ? error : errorFromThrown(error);
      return { error: providerError.key, message: providerError.message, status: providerError.status };
    }
  }

  const enc = encodeURIComponent;

  const strict = {
    getProducts: (opts: CallOptions = {}): Promise<Product[]> =>
      call({ method: 'GET', route: '/product', path: '/product', schema: productListSchema, ...opts }),

    getOtsProviders: (opts: CallOptions = {}): Promise<OtsProvider[]> =>
      call({
        method: 'GET',
        route: '/ots/providers',
        path: '/ots/providers',
        schema: otsProviderListSchema,
        ...opts,
      }),

    /** GET /promotion?register_channel=WEB, narrowed to a postcode's coverage when one is given. */
    getActivePromotions: (query: { postcode?: string } = {}, opts: CallOptions = {}): Promise<Promotion[]> =>
      call({
        method: 'GET',
        route: '/promotion',
        path: '/promotion',
        query: { register_channel: REGISTER_CHANNEL, postcode: query.postcode },
        schema: promotionListSchema,
        ...opts,
      }),

    getPromotionByCode: (
      code: string,
      query: { product?: number | null; postcode?: string | null } = {},
      opts: CallOptions = {},
    ): Promise<Promotion> =>
      call({
        method: 'GET',
        route: '/promotion/{code}',
        path: `/promotion/${enc(code)}`,
        query: {
          register_channel: REGISTER_CHANNEL,
          product: query.product ?? undefined,
          postcode: query.postcode ?? undefined,
        },
        schema: promotionSchema,
        ...opts,
      }),

    getPromotionsByPostcode: (postcode: string, opts: CallOptions = {}): Promise<Promotion[]> =>
      call({
        method: 'GET',
        route: '/promotion/promotionByPostcode/{postcode}',
        path: `/promotion/promotionByPostcode/${enc(postcode)}`,
        schema: promotionListSchema,
        ...opts,
      }),

    getAddressesByPostcode: (postcode: string, opts: CallOptions = {}): Promise<AddressItem[]> =>
      call({
        method: 'GET',
        route: '/uprn/uprnByPostcode/{postcode}',
        path: `/uprn/uprnByPostcode/${enc(postcode)}`,
        schema: addressItemListSchema,
        ...opts,
      }),

    getAddressByUprn: (uprn: string, opts: CallOptions = {}): Promise<AddressItem> =>
      call({
        method: 'GET',
        route: '/uprn/{uprn}',
        path: `/uprn/${enc(uprn)}`,
        schema: addressItemSchema,
        ...opts,
      }),

    calculateMonthlyPayment: (
      body: CalculateMonthlyPaymentBody,
      opts: CallOptions = {},
    ): Promise<MonthlyPayment> =>
      call({
        method: 'POST',
        route: '/product/calculate-monthly-payment',
        path: '/product/calculate-monthly-payment',
        body,
        schema: monthlyPaymentSchema,
        ...opts,
      }),

    getCustomer: (code: string, opts: CallOptions = {}): Promise<ProviderRecord> =>
      call({
        method: 'GET',
        route: '/customer/{code}',
        path: `/customer/${enc(code)}`,
        schema: recordSchema,
        ...opts,
      }),

    getCustomerSchedule: (code: string, opts: CallOptions = {}): Promise<unknown> =>
      call({
        method: 'GET',
        route: '/customer/{code}/schedule',
        path: `/customer/${enc(code)}/schedule`,
        schema: z.unknown(),
        ...opts,
      }),
  };

  return {
    strict,

    // Reads: log and return null.
    getProducts: (opts?: CallOptions) => read('/product', () => strict.getProducts(opts), null),
    getOtsProviders: (opts?: CallOptions) => read('/ots/providers', () => strict.getOtsProviders(opts), null),
    getActivePromotions: (query?: { postcode?: string }, opts?: CallOptions) =>
      read('/promotion', () => strict.getActivePromotions(query, opts), null),
    getPromotionByCode: (
      code: string,
      query?: { product?: number | null; postcode?: string | null },
      opts?: CallOptions,
    ) => read('/promotion/{code}', () => strict.getPromotionByCode(code, query, opts), null),
    /** The one read that falls back to an empty list rather than null. */
    getPromotionsByPostcode: (postcode: string, opts?: CallOptions): Promise<Promotion[]> =>
      read(
        '/promotion/promotionByPostcode/{postcode}',
        () => strict.getPromotionsByPostcode(postcode, opts),
        [] as Promotion[],
      ),
    getAddressesByPostcode: (postcode: string, opts?: CallOptions) =>
      read('/uprn/uprnByPostcode/{postcode}', () => strict.getAddressesByPostcode(postcode, opts), null),
    getAddressByUprn: (uprn: string, opts?: CallOptions) =>
      read('/uprn/{uprn}', () => strict.getAddressByUprn(uprn, opts), null),
    calculateMonthlyPayment: (body: CalculateMonthlyPaymentBody, opts?: CallOptions) =>
      read('/product/calculate-monthly-payment', () => strict.calculateMonthlyPayment(body, opts), null),
    getCustomer: (code: string, opts?: CallOptions) =>
      read('/customer/{code}', () => strict.getCustomer(code, opts), null),
    getCustomerSchedule: (code: string, opts?: CallOptions) =>
      read('/customer/{code}/schedule', () => strict.getCustomerSchedule(code, opts), null),

    // Writes: log and throw a ProviderError.
    markUprnChecked: (uprn: string, opts: CallOptions = {}): Promise<void> =>
      write('/uprn/uprnChecked/{uprn}', () =>
        call({
          method: 'PUT',
          route: '/uprn/uprnChecked/{uprn}',
          path: `/uprn/uprnChecked/${enc(uprn)}`,
          schema: null,
          ...opts,
        }),
      ),

    /** POST /customer/{action}; the idempotency key makes a retried submission replay, not duplicate. */
    submitCustomer: (
      action: CustomerAction,
      body: ProviderRecord,
      opts: CallOptions & { idempotencyKey?: string } = {},
    ): Promise<ProviderRecord> =>
      write('/customer/{action}', () =>
        call({
          method: 'POST',
          route: '/customer/{action}',
          path: `/customer/${enc(action)}`,
          body,
          headers: opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : undefined,
          schema: recordSchema,
          signal: opts.signal,
        }),
      ),

    submitProspect: (body: ProviderRecord, opts: CallOptions = {}): Promise<ProviderRecord> =>
      write('/customer/PROSPECT', () =>
        call({
          method: 'POST',
          route: '/customer/PROSPECT',
          path: '/customer/PROSPECT',
          body,
          schema: recordSchema,
          ...opts,
        }),
      ),

    /** PUT /customer/{code}: the pre-active customer update. */
    updatePreactiveCustomer: (code: string, body: ProviderRecord, opts: CallOptions = {}) =>
      write('/customer/{code}', () =>
        call({
          method: 'PUT',
          route: '/customer/{code}',
          path: `/customer/${enc(code)}`,
          body,
          schema: recordSchema,
          ...opts,
        }),
      ),

    renewCustomer: (
      body: { id_customer: number | string; id_contract_renew: number | string },
      opts: CallOptions = {},
    ): Promise<ProviderRecord> =>
      write('/customer/renew', () =>
        call({
          method: 'POST',
          route: '/customer/renew',
          path: '/customer/renew',
          body,
          schema: recordSchema,
          ...opts,
        }),
      ),

    setDirectDebit: (
      code: string,
      body: { account_name: string; account_number: string; sort_code: string },
      opts: CallOptions = {},
    ): Promise<ProviderRecord> =>
      write('/customer/{code}/direct-debit', () =>
        call({
          method: 'POST',
          route: '/customer/{code}/direct-debit',
          path: `/customer/${enc(code)}/direct-debit`,
          body,
          schema: recordSchema,
          ...opts,
        }),
      ),

    /** POST /customer/{code}/direct-debit-request: the upfront payment request (arguments minus code). */
    requestDirectDebit: (
      code: string,
      body: ProviderRecord,
      opts: CallOptions = {},
    ): Promise<ProviderRecord> =>
      write('/customer/{code}/direct-debit-request', () =>
        call({
          method: 'POST',
          route: '/customer/{code}/direct-debit-request',
          path: `/customer/${enc(code)}/direct-debit-request`,
          body,
          schema: recordSchema,
          ...opts,
        }),
      ),

    registerOutage: (body: { email: string }, opts: CallOptions = {}): Promise<ProviderRecord> =>
      write('/customer/outage', () =>
        call({
          method: 'POST',
          route: '/customer/outage',
          path: '/customer/outage',
          body,
          schema: recordSchema,
          ...opts,
        }),
      ),

    // Installation slots: log and return an error object.
    getWorkOrderSchedule: (id: string | number, opts: CallOptions = {}) =>
      slot('/workorder/schedule/{id}', () =>
        call({
          method: 'GET',
          route: '/workorder/schedule/{id}',
          path: `/workorder/schedule/${enc(String(id))}`,
          schema: z.unknown(),
          ...opts,
        }),
      ),

    setWorkOrderSchedule: (
      id: string | number,
      body: { day: string; time: string },
      opts: CallOptions = {},
    ) =>
      slot('/workorder/schedule/{id}', () =>
        call({
          method: 'PUT',
          route: '/workorder/schedule/{id}',
          path: `/workorder/schedule/${enc(String(id))}`,
          body,
          schema: z.unknown(),
          ...opts,
        }),
      ),
  };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;
