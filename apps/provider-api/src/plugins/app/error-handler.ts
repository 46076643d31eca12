import { ERROR_HTTP_STATUS, ERROR_MESSAGES, type ErrorKey } from '@fibre/domain/error-keys';
import { createErrorBody, type FieldErrors, fieldErrorsFromIssues } from '@fibre/domain/schemas/error-body';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isHttpError } from '../../http-error';

// Statuses and messages come from the domain's catalogue, so the API and the site say the same.
const VALIDATION_KEYS: Record<string, ErrorKey> = {
  body: 'validation.invalid_body',
  params: 'validation.invalid_params',
  querystring: 'validation.invalid_query',
  headers: 'validation.invalid_headers',
};

/** Fastify's own request errors, each with our key; their messages are fixed, never echoed. */
const FASTIFY_ERRORS: Record<string, ErrorKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.empty_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.invalid_content_length',
  FST_ERR_HANDLER_TIMEOUT: 'request.timeout',
  // Raised by the router before any route runs (Fastify's frameworkErrors option).
  FST_ERR_BAD_URL: 'request.bad_url',
  FST_ERR_MAX_PARAM_LENGTH: 'request.param_too_long',
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
function validationFields(issues: readonly FastifyValidationIssue[]): FieldErrors {
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

function errorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (isHttpError(error)) {
    if (error.statusCode === 401) reply.header('www-authenticate', 'Bearer');
    return send(reply, error.statusCode, error.key, error.message, error.fields);
  }
  if (error.validation) {
    const key = VALIDATION_KEYS[error.validationContext ?? 'body'] ?? 'validation.invalid_body';
    return send(
      reply,
      ERROR_HTTP_STATUS[key],
      key,
      ERROR_MESSAGES[key],
      validationFields(error.validation as FastifyValidationIssue[]),
    );
  }
  const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
  if (known) return send(reply, ERROR_HTTP_STATUS[known], known, ERROR_MESSAGES[known]);
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code }, 'request refused');
    return send(reply, status, 'request.invalid', ERROR_MESSAGES['request.invalid']);
  }
  // The cause goes to the log (bodies and personal fields redacted there), never to the client.
  request.log.error({ err: error }, 'request failed');
  return send(reply, 500, 'internal.error', ERROR_MESSAGES['internal.error']);
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
