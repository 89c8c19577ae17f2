import { systemClock } from "../lib/time/clock";

/** The services' logging seam: one line per event, with structured fields; tests pass their own. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export const consoleLogger: Logger = {
  info: (message, fields) => console.log(line("info", message, fields)),
  warn: (message, fields) => console.warn(line("warn", message, fields)),
  error: (message, fields) => console.error(line("error", message, fields)),
};

function line(level: string, message: string, fields?: Record<string, unknown>): string {
  const suffix = fields ? ` ${JSON.stringify(fields, errorReplacer)}` : "";
  return `${systemClock.now().toISOString()} ${level.padEnd(5)} ${message}${suffix}`;
}

// Errors serialise to {} by default; keep what an operator needs to find the cause.
function errorReplacer(_key: string, value: unknown): unknown {
  if (value instanceof Error)
    return { name: value.name, message: value.message, stack: value.stack };
  return value;
}
