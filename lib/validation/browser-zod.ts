/** Where zod keeps its settings, shared by every copy of zod in the page (zod/v4/core/core.js). */
interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

/**
 * Zod compiles a fast path for object schemas with `new Function`, after first probing whether
 * eval is allowed. Our pages' script policy refuses eval (docs/security.md), and the probe alone
 * is a reported violation, so in the browser zod parses without compiling (messages are small).
 *
 * Set through the global object zod reads its settings from, not zod's `config()`: importing
 * zod here would put its core in every page's first load. Whether zod loads before or after,
 * it sees the setting (browser-zod.test.ts). Called by instrumentation-client.ts, which Next runs
 * before the app's modules: zod decides whether to probe eval as each object schema is defined.
 */
export function makeZodJitless(scope: ZodGlobal = globalThis as ZodGlobal): void {
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
