import type { ErrorKey } from '@fibre/domain/error-keys';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isHttpError } from '../../http-error';

/** One failing field: its dotted path ('email', 'products.0') and what is wrong with it. */
export interface FieldError {
  path: string;
  message: string;
}

/** The one error body every failure gets: a stable dotted key, a message and the failing fields. */
export interface ErrorBody {
  error: string;
  message: string;
  fields?: FieldError[];
}

const VALIDATION_KEYS: Record<string, { key: ErrorKey; message: string }> = {
  body: { key: 'validation.invalid_body', message: 'The request body is not valid' },
  params: { key: 'validation.invalid_params', message: 'The path parameters are not valid' },
  querystring: { key: 'validation.invalid_query', message: 'The query parameters are not valid' },
  headers: { key: 'validation.invalid_headers', message: 'The request headers are not valid' },
};

/** Fastify's own request errors, each with our key; their messages are fixed, never echoed. */
const FASTIFY_ERRORS: Record<string, { status: number; key: ErrorKey; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    key: 'request.too_large',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    key: 'request.unsupported_media_type',
    message: 'Send the request body as application/json',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    key: 'request.empty_body',
    message: 'The request body is empty',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    key: 'request.invalid_json',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    key: 'request.invalid_content_length',
    message: 'The Content-Length header does not match the body',
  },
  FST_ERR_HANDLER_TIMEOUT: {
    status: 503,
    key: 'request.timeout',
    message: 'The request took too long; try again',
  },
  // Raised by the router before any route runs (Fastify's frameworkErrors option).
  FST_ERR_BAD_URL: { status: 400, key: 'request.bad_url', message: 'The URL is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    key: 'request.param_too_long',
    message: 'A path parameter is too long',
  },
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: { keys?: unknown };
}

/** One entry per failing field (its first message); an unknown field is reported under its own name. */
export function validationFields(issues: readonly ValidationIssue[]): FieldError[] {
  const fields = new Map<string, string>();
  const add = (path: string, message: string) => {
    if (!fields.has(path)) fields.set(path, message);
  };
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      for (const key of issue.params.keys)
        add(path ? `${path}.${String(key)}` : String(key), 'Unknown field');
      continue;
    }
    add(path, issue.message ?? 'Invalid value');
  }
  return [...fields].map(([path, message]) => ({ path, message }));
}

function send(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

export function errorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isHttpError(error)) {
    if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer');
    const body: ErrorBody = { error: error.key, message: error.message };
    if (error.fields) body.fields = error.fields;
    return send(reply, error.statusCode, body);
  }
  if (error.validation) {
    const context = VALIDATION_KEYS[error.validationContext ?? 'body'] ?? VALIDATION_KEYS.body!;
    return send(reply, 400, {
      error: context.key,
      message: context.message,
      fields: validationFields(error.validation as ValidationIssue[]),
    });
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return send(reply, known.status, { error: known.key, message: known.message });
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code }, 'request refused');
    return send(reply, status, { error: 'request.invalid', message: 'The request could not be understood' });
  }
  // The cause goes to the log (bodies and personal fields redacted there), never to the client.
  request.log.error({ err: error }, 'request failed');
  return send(reply, 500, {
    error: 'internal.error',
    message: 'Something went wrong on our side; try again',
  });
}

/**
 * Fastify's `frameworkErrors` option: errors the router raises before a route is chosen (a bad
 * percent-encoding, an over-long path parameter) get the same JSON body as every other error.
 */
export function frameworkErrorReply(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  return errorReply(error, request, reply);
}

/** One error handler and one not-found handler for the whole app. */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(errorReply);
    app.setNotFoundHandler((_request, reply) =>
      send(reply, 404, { error: 'request.not_found', message: 'There is no such route' }),
    );
  },
  { name: 'error-handler' },
);
