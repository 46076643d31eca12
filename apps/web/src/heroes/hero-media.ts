import type { Media } from '@/payload-types';

/** An upload field's document once populated (depth 1); an id alone (not populated) is none. */
export function mediaOf(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' ? value : null;
}
