import type { z } from "zod";
import type { Logger } from "../../../logger";
import { ALICE_BLUE_NAME as NAME } from "./errors";

/** Rows remembered as told: enough for a day's book, bounded whatever the broker sends. */
const REMEMBERED_ROWS = 1_000;

/**
 * Tells of each order-book row we cannot read once, not on every poll of the book (every 2 s):
 * the row's order id and what failed, never the whole row (it carries the trader's orders).
 */
export class UnreadableRowLog {
  private readonly told = new Set<string>();

  constructor(private readonly logger: Logger) {}

  tell(row: unknown, error: z.ZodError): void {
    const key = JSON.stringify(row) ?? String(row);
    if (this.told.has(key)) return;
    if (this.told.size >= REMEMBERED_ROWS) this.told.clear();
    this.told.add(key);
    this.logger.warn(`${NAME} order book row unreadable: skipped`, {
      brokerOrderId: orderIdOf(row),
      problems: error.issues.map((issue) => `${issue.path.join(".") || "row"}: ${issue.message}`),
    });
  }
}

function orderIdOf(row: unknown): string | undefined {
  if (typeof row !== "object" || row === null) return undefined;
  const id = (row as Record<string, unknown>).brokerOrderId;
  return typeof id === "string" ? id : undefined;
}
