/**
 * Whether every segment of a URL path decodes as percent-encoded UTF-8. Next.js decodes dynamic
 * route parameters with decodeURIComponent and answers 500 when that throws (`%ZZ`, a cut-off
 * `%E0%A4%A`, or `%ED%A0%80`, a lone surrogate), so proxy.ts refuses such a path first (decision 0184).
 */
export function isDecodablePath(pathname: string): boolean {
  for (const segment of pathname.split('/')) {
    if (!segment.includes('%')) continue;
    try {
      decodeURIComponent(segment);
    } catch {
      return false;
    }
  }
  return true;
}
