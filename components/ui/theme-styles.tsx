"use client";

import { useServerInsertedHTML } from "next/navigation";
import { useRef } from "react";
import { THEME_CSS } from "./theme/theme-css";

/**
 * Writes the theme's global styles (Chakra's reset and base, every token as a CSS variable:
 * theme/global-css.ts) into the page's HTML, once, as the server renders it: the first paint
 * waits for no stylesheet request (issue #55), and, written from here rather than by a server
 * component, the text is not carried a second time in the RSC payload. The tag stays in the head
 * across client navigations; the browser's bundle holds no copy.
 */
export function ThemeStyles() {
  const written = useRef(false);
  useServerInsertedHTML(() => {
    if (written.current) return null;
    written.current = true;
    return <style data-theme-styles="" dangerouslySetInnerHTML={{ __html: THEME_CSS }} />;
  });
  return null;
}
