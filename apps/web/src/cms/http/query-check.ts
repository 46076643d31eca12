/**
 * The query of a /cms-api request, checked before Payload runs it (decision 0390). Payload hands
 * some values to the database unchecked: `where[id][in]=a` becomes NaN, `where[createdAt]
 * [greater_than]=abc` undefined, `where[slug][near]=1` calls an operator the column lacks,
 * `limit=99999999999999999999` overflows; each was a 500. Here the query is read as Payload
 * reads it, and each condition's value is checked against the kind of field it names.
 */

/** What a where-path names, as far as its values go. */
export type FieldKind =
  | 'number'
  | 'date'
  | 'checkbox'
  | 'point'
  | 'relation'
  | 'polymorphic-relation'
  | 'object'
  | 'text'
  | 'many-number'
  | 'many-relation'
  | 'many-text'
  | 'unknown';

/** The kind of one value of a field that holds many (`hasMany`). */
function oneOf(kind: FieldKind): FieldKind {
  if (kind === 'many-number') return 'number';
  if (kind === 'many-relation') return 'relation';
  if (kind === 'many-text') return 'text';
  return kind;
}

/** Finds the kind of field a dotted path names; 'unknown' leaves the path to Payload's own check. */
export type FieldKindOf = (path: string) => FieldKind;

/** Payload's operators (payload/dist/types/constants.js `validOperators`). */
export const PAYLOAD_OPERATORS: readonly string[] = [
  'equals',
  'contains',
  'not_equals',
  'in',
  'all',
  'not_in',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'within',
  'intersects',
  'near',
];
const OPERATORS = new Set(PAYLOAD_OPERATORS);
const LIST_OPERATORS = new Set(['in', 'not_in', 'all']);
const GEO_OPERATORS = new Set(['near', 'within', 'intersects']);
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains']);
/** Payload's SAFE_FIELD_PATH_REGEX: word segments joined by dots. */
const FIELD_PATH = /^\w+(?:\.\w+)*$/;
/** A whole number or decimal the database can bind (no exponent, no Infinity, no NaN). */
const NUMBER = /^-?\d{1,15}(?:\.\d{1,15})?$/;
const WHOLE = /^\d{1,15}$/;
const MAX_WHERE_DEPTH = 8;
const MAX_CONDITIONS = 100;
const MAX_LIST_VALUES = 500;

export type QueryProblem = string;

export interface QueryOptions {
  /**
   * Whether the database answers `all` on a field of many values. Payload's SQLite adapter answers
   * it with a failed statement whatever the field (a 500), so it is refused there.
   */
  allOperator: boolean;
}

type Scalar = string | number | boolean | null;

function isScalar(value: unknown): value is Scalar {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `qs` turns `a[0]=x&a[1]=y` into an array, and past its array limit into an object of indices. */
function listOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (isPlainObject(value) && Object.keys(value).every((key) => /^\d+$/.test(key)))
    return Object.values(value);
  return null;
}

function scalarProblem(kind: FieldKind, operator: string, value: Scalar): QueryProblem | null {
  if (value === null || value === 'null')
    return ['equals', 'not_equals'].includes(operator) ? null : 'null value';
  const text = String(value).trim();
  switch (kind) {
    case 'number':
    case 'relation':
      return NUMBER.test(text) ? null : 'not a number';
    case 'date':
      return TEXT_OPERATORS.has(operator) || !Number.isFinite(Date.parse(text)) ? 'not a date' : null;
    case 'checkbox':
      return ['true', 'false'].includes(text) ? null : 'not true or false';
    case 'object':
      return 'not a field';
    default:
      return text.length > 1000 ? 'value too long' : null;
  }
}

function conditionProblem(
  fieldKind: FieldKind,
  operator: string,
  operand: unknown,
  options: QueryOptions,
): QueryProblem | null {
  if (!OPERATORS.has(operator)) return `unknown operator`;
  // `all` is for a field of many values (Payload's SQLite adapter has it for none: QueryOptions).
  if (operator === 'all' && !(options.allOperator && fieldKind.startsWith('many-'))) {
    return 'all takes a field of many values';
  }
  const kind = oneOf(fieldKind);
  // A group, array, tab or blocks field holds fields, not a value: only its fields can be queried.
  if (kind === 'object') return 'not a field';
  // Only a point field has the geometry operators; on any other column they fail (a 500).
  if (GEO_OPERATORS.has(operator)) return kind === 'point' ? null : 'not a point field';
  if (kind === 'point') return 'a point takes near, within or intersects';
  if (operator === 'exists') {
    return ['true', 'false', true, false].includes(operand as string | boolean)
      ? null
      : 'exists takes true or false';
  }
  if (kind === 'polymorphic-relation') {
    // Payload checks these values itself (one may be { relationTo, value }).
    return null;
  }
  if (TEXT_OPERATORS.has(operator) && kind === 'checkbox') return 'not text';
  if (LIST_OPERATORS.has(operator)) {
    const items = typeof operand === 'string' ? operand.split(',') : listOf(operand);
    if (items === null || items.length > MAX_LIST_VALUES) return 'not a list';
    for (const item of items) {
      if (!isScalar(item)) return 'not a list of values';
      const problem = scalarProblem(kind, operator, item);
      if (problem) return problem;
    }
    return null;
  }
  // One value, whatever the field: Payload binds an array or object given here as it stands.
  if (!isScalar(operand)) return 'not a value';
  return scalarProblem(kind, operator, operand);
}

/** Checks a where tree; returns what is wrong with it, or null. */
function whereProblem(where: unknown, kindOf: FieldKindOf, options: QueryOptions): QueryProblem | null {
  let conditions = 0;
  const visit = (node: unknown, depth: number): QueryProblem | null => {
    if (depth > MAX_WHERE_DEPTH) return 'where nested too deeply';
    if (!isPlainObject(node)) return 'where must be an object';
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        const items = listOf(value);
        if (items === null) return `${key} must be a list`;
        for (const item of items) {
          const problem = visit(item, depth + 1);
          if (problem) return problem;
        }
        continue;
      }
      if (!FIELD_PATH.test(key)) return 'not a field path';
      if (!isPlainObject(value)) return 'a field takes an operator';
      const kind = kindOf(key);
      for (const [operator, operand] of Object.entries(value)) {
        conditions += 1;
        if (conditions > MAX_CONDITIONS) return 'too many conditions';
        const problem = conditionProblem(kind, operator, operand, options);
        if (problem) return problem;
      }
    }
    return null;
  };
  return visit(where, 0);
}

const SORT_ENTRY = /^-?\+?\w+(?:\.\w+)*$/;

/** Checks the parsed query of a read (Payload's qs reading of the URL's search). */
export function queryProblem(
  query: Record<string, unknown>,
  kindOf: FieldKindOf,
  options: QueryOptions,
): QueryProblem | null {
  const whole = (name: string, min: number, max: number): QueryProblem | null => {
    const value = query[name];
    if (value === undefined) return null;
    if (typeof value !== 'string' || !WHOLE.test(value) || Number(value) < min || Number(value) > max) {
      return `${name} must be a whole number from ${min} to ${max}`;
    }
    return null;
  };
  const numbers = whole('depth', 0, 10) ?? whole('limit', 0, 10_000) ?? whole('page', 1, 1_000_000);
  if (numbers) return numbers;
  if (query.sort !== undefined) {
    const entries = typeof query.sort === 'string' ? query.sort.split(',') : listOf(query.sort);
    if (entries === null || entries.length > 20) return 'sort must be field names';
    for (const entry of entries) {
      if (typeof entry !== 'string' || !SORT_ENTRY.test(entry.trim())) return 'sort must be field names';
    }
  }
  if (query.where !== undefined) {
    let where: unknown = query.where;
    if (typeof where === 'string') {
      // Payload takes a JSON where as well as qs brackets.
      try {
        where = JSON.parse(where) as unknown;
      } catch {
        return 'where must be an object';
      }
    }
    return whereProblem(where, kindOf, options);
  }
  return null;
}
