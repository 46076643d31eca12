import type { ErrorKey } from '@fibre/domain/error-keys';
import { createErrorBody, type FieldErrors, fieldErrorsFromIssues } from '@fibre/domain/schemas/error-body';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isHttpError } from '../../http-error';

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

/** A validation failure as Fastify hands it over: zod's issue in the JSON-schema error's form. */
interface FastifyValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: { keys?: unknown };
}

/**
 * The failing fields of a validation failure, by the domain's one rule (fieldErrorsFromIssues):
 * one entry per field with its first message, '_form' for the body, unknown fields by name.
 */
export function validationFields(issues: readonly FastifyValidationIssue[]): FieldErrors {
  return fieldErrorsFromIssues(
    issues.map((issue) => ({
      path: (issue.instancePath ?? '').split('/').filter(Boolean),
      message: issue.message ?? 'Invalid value',
      code: issue.keyword,
      keys: Array.isArray(issue.params?.keys) ? issue.params.keys.map(String) : undefined,
    })),
  );
}

/** Sends the domain's one error body (createErrorBody) with the status. */
function send(
  reply: FastifyReply,
  status: number,
  key: ErrorKey,
  message: string,
  fields?: FieldErrors,
): FastifyReply {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(createErrorBody(key, { message, fields }));
}

export function errorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isHttpError(error)) {
    if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer');
    return send(reply, error.statusCode, error.key, error.message, error.fields);
  }
  if (error.validation) {
    const context = VALIDATION_KEYS[error.validationContext ?? 'body'] ?? VALIDATION_KEYS.body!;
    return send(
      reply,
      400,
      context.key,
      context.message,
      validationFields(error.validation as FastifyValidationIssue[]),
    );
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return send(reply, known.status, known.key, known.message);
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code }, 'request refused');
    return send(reply, status, 'request.invalid', 'The request could not be understood');
  }
  // The cause goes to the log (bodies and personal fields redacted there), never to the client.
  request.log.error({ err: error }, 'request failed');
  return send(reply, 500, 'internal.error', 'Something went wrong on our side; try again');
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
      send(reply, 404, 'request.not_found', 'There is no such route'),
    );
  },
  { name: 'error-handler' },
);
