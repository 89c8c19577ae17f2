/**
 * Whether a click will move this tab to another page of this app: a plain primary click on a
 * same-origin link whose path or query differs from the current one (hash-only jumps don't
 * navigate; new tabs and downloads don't move this tab).
 */
export function isInternalNavigationClick(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if (anchor.hasAttribute("download")) return false;
  if (anchor.target && anchor.target !== "_self") return false;
  const to = new URL(anchor.href, window.location.href);
  const here = window.location;
  if (to.origin !== here.origin) return false;
  return to.pathname !== here.pathname || to.search !== here.search;
}
