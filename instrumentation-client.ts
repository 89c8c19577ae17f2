// Runs in the browser before the app's code and before hydration (Next's instrumentation-client
// convention): the one place for settings every later module must see.
import { makeZodJitless } from "@/lib/validation/browser-zod";

// Before any module defines a zod object schema: zod decides at definition whether to probe eval.
makeZodJitless();
