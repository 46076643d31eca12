import { linkOutcome } from '@fibre/domain/leave-guard';
import type { LeaveTarget } from './leave-checkout';

/**
 * Where a click would take the visitor out of the guarded pages: null for a click the guard lets
 * through (not the main button, a modifier held, not on a link, or a link that stays allowed).
 */
export function leaveTargetOfClick(event: MouseEvent): LeaveTarget | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  const outcome = linkOutcome(window.location.href, {
    href: anchor.getAttribute('href') ?? '',
    target: anchor.getAttribute('target'),
    download: anchor.hasAttribute('download'),
  });
  if (outcome !== 'leave') return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin
    ? { kind: 'path', href: `${url.pathname}${url.search}${url.hash}` }
    : { kind: 'url', href: url.href };
}
