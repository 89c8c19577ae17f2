import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Load `<dir>/.env` into process.env when it exists. `process.loadEnvFile` (Node 20.12+) never
 * overrides a variable that is already set, so the real environment always wins over the file.
 * Returns the path loaded, or undefined when there was no file.
 */
export function loadEnvFileIfPresent(dir: string = process.cwd()): string | undefined {
  const file = path.join(dir, ".env");
  if (!existsSync(file)) return undefined;
  process.loadEnvFile(file);
  return file;
}
