/** Whether a path shows the reduced footer: the listed paths and their sub-paths (so /checkout/payment, not /success). */
export function usesReducedFooter(pathname: string, reducedOnPaths: readonly string[]): boolean {
  return reducedOnPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
