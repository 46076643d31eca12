/** A zod-like issue: where it is and what it says (zod itself stays a type here). */
interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * The first message per top-level field of a failed domain-schema parse, so a form built on plain
 * React state shows the schema's own words under each field and in the error summary.
 */
export function firstMessages(issues: readonly Issue[] | undefined): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string' && messages[field] === undefined) messages[field] = issue.message;
  }
  return messages;
}
