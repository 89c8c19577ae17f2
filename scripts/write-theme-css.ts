/**
 * Writes the theme's global stylesheet (components/ui/theme/global-css.ts) after a change to the
 * theme: `npm run theme:css`. A unit test fails while the file is stale.
 */
import { writeFileSync } from "node:fs";
import { compileGlobalCss, GLOBAL_CSS_FILE } from "../components/ui/theme/global-css";

writeFileSync(GLOBAL_CSS_FILE, compileGlobalCss());
console.log(`wrote ${GLOBAL_CSS_FILE}`);
