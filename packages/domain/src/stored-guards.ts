/**
 * The small type guards the browser's checks of stored data are built from (stored-state.ts,
 * stored-address-item.ts), zod-free (decision 0143).
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
export const isString = (value: unknown): value is string => typeof value === 'string';
export const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.some((candidate) => candidate === value);
export const isNullOr =
  <T>(guard: (value: unknown) => value is T) =>
  (value: unknown): value is T | null =>
    value === null || guard(value);
