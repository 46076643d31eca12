import type { Access } from 'payload';

/**
 * Staff read drafts and published documents; everyone else only published ones. The query
 * constraint is applied by Payload to every read with `overrideAccess: false`, so a draft never
 * reaches an anonymous visitor, through the site or through the REST and GraphQL routes.
 */
export const authenticatedOrPublished: Access = ({ req: { user } }) => {
  if (user) return true;
  return { _status: { equals: 'published' } };
};
