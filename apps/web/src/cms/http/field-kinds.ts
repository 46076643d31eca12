import type { Collection, FlattenedField, Payload } from 'payload';
import type { FieldKind, FieldKindOf } from './query-check';

/**
 * The kind of field a where-path names in one collection or global of this CMS, read from
 * Payload's own sanitized config (its flattened fields), so a new field needs nothing here.
 */
function kindIn(
  payload: Payload,
  fields: readonly FlattenedField[],
  segments: readonly string[],
  idKind: FieldKind,
  hops = 0,
): FieldKind {
  const [name, ...rest] = segments;
  if (name === undefined) return 'object';
  if (name === 'id' && rest.length === 0) return idKind;
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name);
  if (!field) return 'unknown';
  const many = 'hasMany' in field && field.hasMany === true;
  switch (field.type) {
    case 'number':
      if (rest.length > 0) return 'unknown';
      return many ? 'many-number' : 'number';
    case 'date':
      return rest.length === 0 ? 'date' : 'unknown';
    case 'checkbox':
      return rest.length === 0 ? 'checkbox' : 'unknown';
    case 'point':
      return rest.length === 0 ? 'point' : 'unknown';
    case 'group':
    case 'array':
    case 'tab':
      return rest.length === 0 ? 'object' : kindIn(payload, field.flattenedFields, rest, idKind, hops);
    case 'blocks': {
      if (rest.length === 0) return 'object';
      // A path into blocks may name a field of any of them: certain only when all agree.
      const kinds = new Set(
        field.blocks
          .filter((block) => typeof block === 'object')
          .map((block) => kindIn(payload, block.flattenedFields, rest, idKind, hops)),
      );
      kinds.delete('unknown');
      return kinds.size === 1 ? ([...kinds][0] ?? 'unknown') : 'unknown';
    }
    case 'relationship':
    case 'upload': {
      if (Array.isArray(field.relationTo)) return 'polymorphic-relation';
      if (rest.length === 0) {
        if (idKind !== 'number') return many ? 'many-text' : 'text';
        return many ? 'many-relation' : 'relation';
      }
      const related = (payload.collections as Record<string, Collection | undefined>)[field.relationTo];
      if (!related || hops > 2) return 'unknown';
      return kindIn(payload, related.config.flattenedFields, rest, idKind, hops + 1);
    }
    case 'join':
    case 'json':
    case 'richText':
      return 'unknown';
    default:
      if (rest.length > 0) return 'unknown';
      return many ? 'many-text' : 'text';
  }
}

export type CmsEntity = { collection: string } | { global: string };

/** The field kinds of a collection or global (`versions` paths wrap the fields in `version`). */
export function fieldKindsOf(payload: Payload, entity: CmsEntity, versions: boolean): FieldKindOf {
  const idKind: FieldKind = payload.db.defaultIDType === 'number' ? 'number' : 'text';
  const fields =
    'collection' in entity
      ? (payload.collections as Record<string, Collection | undefined>)[entity.collection]?.config
          .flattenedFields
      : payload.globals.config.find((global) => global.slug === entity.global)?.flattenedFields;
  if (!fields) return () => 'unknown';
  return (path) => {
    const segments = path.split('.');
    if (!versions) return kindIn(payload, fields, segments, idKind);
    const [head, ...rest] = segments;
    if (head === 'version') return kindIn(payload, fields, rest, idKind);
    if (head === 'parent' && rest.length === 0) return idKind === 'number' ? 'relation' : 'text';
    if ((head === 'latest' || head === 'autosave' || head === 'snapshot') && rest.length === 0)
      return 'checkbox';
    if ((head === 'createdAt' || head === 'updatedAt') && rest.length === 0) return 'date';
    if (head === 'id' && rest.length === 0) return idKind;
    return 'unknown';
  };
}
