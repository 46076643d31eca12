/**
 * Every JSON (or code) field of ours sets this as its `admin.components.Field`: Payload's own field,
 * shown once the self-served Monaco is on window (self-hosted-monaco.tsx, decisions 0314 and 0600).
 * Only an admin page that shows such a field fetches the editor.
 */
export const SELF_HOSTED_JSON_FIELD = '@/cms/admin/self-hosted-monaco#SelfHostedJsonField';
