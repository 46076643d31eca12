import { z } from 'zod';
import { ERROR_KEY_LIST, ERROR_MESSAGES, type ErrorKey } from '../error-keys';

/**
 * The one error shape of the provider API and the same-site routes:
 * `{ error: 'dotted.key', message, fields? }`, where `fields` maps a field's dotted path to its
 * messages, ready for a form's error summary.
 */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorBodySchema = z.object({
  error: z.enum(ERROR_KEY_LIST),
  message: z.string(),
  fields: fieldErrorsSchema.optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Where an error about the body as a whole is filed (a missing body, a refused combination). */
export const FORM_ERROR_FIELD = '_form';

/** The message filed against a field the schema does not know. */
export const UNKNOWN_FIELD_MESSAGE = 'Unknown field';

function join(path: readonly PropertyKey[]): string {
  return path.length === 0 ? FORM_ERROR_FIELD : path.map(String).join('.');
}

/**
 * A zod error as field errors: each issue's message under its dotted path ('origin.value'),
 * each message once; an unknown field in a strict object is filed under its own name.
 */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  // A Map, so a field named '__proto__' is a plain entry and never touches a prototype.
  const fields = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const messages = fields.get(field) ?? [];
    if (!messages.includes(message)) messages.push(message);
    fields.set(field, messages);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(join([...issue.path, key]), UNKNOWN_FIELD_MESSAGE);
    } else {
      add(join(issue.path), issue.message);
    }
  }
  return Object.fromEntries(fields);
}

/** The error body for a key, with its catalogue message unless another is given. */
export function createErrorBody(
  key: ErrorKey,
  options: { message?: string; fields?: FieldErrors } = {},
): ErrorBody {
  const body: ErrorBody = { error: key, message: options.message ?? ERROR_MESSAGES[key] };
  if (options.fields !== undefined) body.fields = options.fields;
  return body;
}
