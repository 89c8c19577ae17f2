/**
 * Writes the theme's global stylesheet (components/ui/theme/global-css.ts) after a change to the
 * theme: `npm run theme:css`. The file is named by its content's hash, so browsers and the
 * service worker may keep it for good; the href module tells the root layout its name. A unit
 * test fails while either is stale.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import {
  compileGlobalCss,
  GLOBAL_CSS_DIR,
  GLOBAL_CSS_HREF_MODULE,
  globalCssFile,
  globalCssHref,
  hrefModuleSource,
} from "../components/ui/theme/global-css";

const css = compileGlobalCss();
const href = globalCssHref(css);
mkdirSync(GLOBAL_CSS_DIR, { recursive: true });
for (const old of readdirSync(GLOBAL_CSS_DIR)) rmSync(`${GLOBAL_CSS_DIR}/${old}`);
writeFileSync(globalCssFile(href), css);
writeFileSync(GLOBAL_CSS_HREF_MODULE, hrefModuleSource(href));
console.log(`wrote public${href} and ${GLOBAL_CSS_HREF_MODULE}`);
