import { z } from 'zod';
import { ERROR_KEY_LIST, ERROR_MESSAGES, type ErrorKey } from '../error-keys';

/**
 * The one error shape of the provider API and the same-site routes (decision 0130):
 * `{ error: 'dotted.key', message, fields? }`, where `fields` lists each failing field once, in
 * the order found, with its first message: ready for a form's error summary.
 */
const fieldErrorSchema = z.object({
  path: z
    .string()
    .describe("The field's dotted path ('email', 'origin.value', 'products.1'); '_form' for the body"),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

const fieldErrorsSchema = z.array(fieldErrorSchema);
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorBodySchema = z.object({
  error: z.enum(ERROR_KEY_LIST).describe('A stable dotted key: clients branch on it, never on the message'),
  message: z.string().describe('Plain words for a person; never echoes what the client sent'),
  fields: fieldErrorsSchema.optional().describe('For a refused input: each failing field and why'),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Where an error about the body as a whole is filed (a missing body, a refused combination). */
export const FORM_ERROR_FIELD = '_form';

/** The message filed against a field the schema does not know. */
export const UNKNOWN_FIELD_MESSAGE = 'Unknown field';

/** One validation issue as zod reports it (and as the provider API's validator passes it on). */
export interface ValidationIssue {
  /** Object keys and array indexes from the body's root; empty for the body itself. */
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  /** The unknown keys of an `unrecognized_keys` issue. */
  readonly keys?: readonly string[];
}

function dotted(path: readonly PropertyKey[]): string {
  return path.length === 0 ? FORM_ERROR_FIELD : path.map(String).join('.');
}

/**
 * Validation issues as field errors: one entry per failing field under its dotted path, with its
 * first message; an unknown field in a strict object is filed under its own name.
 */
export function fieldErrorsFromIssues(issues: readonly ValidationIssue[]): FieldErrors {
  // A Map, so a field named '__proto__' is a plain entry and never touches a prototype.
  const fields = new Map<string, string>();
  const add = (path: string, message: string) => {
    if (!fields.has(path)) fields.set(path, message);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys !== undefined) {
      for (const key of issue.keys) add(dotted([...issue.path, key]), UNKNOWN_FIELD_MESSAGE);
    } else {
      add(dotted(issue.path), issue.message);
    }
  }
  return [...fields].map(([path, message]) => ({ path, message }));
}

/** A zod error as field errors (see fieldErrorsFromIssues). */
export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  return fieldErrorsFromIssues(error.issues);
}

/** The error body for a key, with its catalogue message unless another is given. */
export function createErrorBody(
  key: ErrorKey,
  options: { message?: string; fields?: FieldErrors } = {},
): ErrorBody {
  const body: ErrorBody = { error: key, message: options.message ?? ERROR_MESSAGES[key] };
  if (options.fields !== undefined && options.fields.length > 0) body.fields = options.fields;
  return body;
}
