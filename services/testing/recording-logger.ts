import type { Logger } from "../logger";

export interface LogEntry {
  level: "info" | "warn" | "error";
  message: string;
  fields: Record<string, unknown> | undefined;
}

/** A logger for tests: keeps every entry so a test can assert what was logged, prints nothing. */
export function recordingLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const record =
    (level: LogEntry["level"]) => (message: string, fields?: Record<string, unknown>) => {
      entries.push({ level, message, fields });
    };
  return { entries, info: record("info"), warn: record("warn"), error: record("error") };
}
