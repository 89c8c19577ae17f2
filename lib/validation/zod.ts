/**
 * The zod every schema the browser may load is written in: zod/mini, with zod's English messages.
 * zod's classic build carries its JSON Schema generator in every schema (with zod's core, 35.7 kB
 * of each trader page's script; with zod/mini, 22.2: docs/web-performance.md). zod/mini checks
 * the same, with functions in place of methods (`z.optional(s)`, `s.check(z.minLength(1))`). Without a locale zod/mini says
 * only "Invalid input", so the English one is set here, where every such schema imports zod.
 * Services' own schemas may use classic zod: a mini schema composes into a classic one.
 */
import { config } from "zod/mini";
import en from "zod/v4/locales/en.js";

config(en());

// Imported as `import * as z from ".../validation/zod"`: a bundler keeps only the functions a
// namespace import reads. Re-exported as one value (`export { z }`), all of zod/mini came with
// it, every locale and the JSON Schema generator included (61 kB more on each trader page).
export * from "zod/mini";
