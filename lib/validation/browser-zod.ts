// The core alone: the root layout must not bring the whole of zod to every first load.
import { config } from "zod/v4/core";

/**
 * Zod compiles a fast path for object schemas with `new Function`, after first probing whether
 * eval is allowed. Our pages' script policy refuses eval (docs/security.md), and the probe alone
 * is a reported violation, so in the browser zod parses without compiling (messages are small).
 * Imported by the root layout's query provider, before any page code parses.
 */
if (typeof window !== "undefined") config({ jitless: true });
