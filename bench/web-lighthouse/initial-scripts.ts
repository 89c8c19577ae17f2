/**
 * The scripts a page's HTML names for a modern browser: what runs before the page is
 * interactive. Scripts loaded later (on idle, on use) are not among them; `noModule` ones (the
 * polyfills only old browsers fetch) are left out.
 */
export function initialScriptPaths(html: string, base: string): Set<string> {
  const paths = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    if (src) paths.add(new URL(src.replaceAll("&amp;", "&"), base).pathname);
  }
  return paths;
}
