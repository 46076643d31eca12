import type { TextField } from 'payload';

/** A URL slug: lower-case words joined by hyphens, unique in its collection, indexed. */
export function slugField(overrides: Partial<Pick<TextField, 'admin'>> = {}): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', ...overrides.admin },
    validate: (value: string | null | undefined) =>
      typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
        ? true
        : 'Use lower-case letters, digits and single hyphens, e.g. contact-us',
  };
}
