/**
 * Writes the theme's global stylesheet (components/ui/theme/global-css.ts) after a change to the
 * theme: `npm run theme:css`. The module holds the text the root layout writes into every page;
 * a unit test fails while it is stale.
 */
import { writeFileSync } from "node:fs";
import {
  compileGlobalCss,
  THEME_CSS_MODULE,
  themeCssModuleSource,
} from "../components/ui/theme/global-css";

writeFileSync(THEME_CSS_MODULE, themeCssModuleSource(compileGlobalCss()));
console.log(`wrote ${THEME_CSS_MODULE}`);
