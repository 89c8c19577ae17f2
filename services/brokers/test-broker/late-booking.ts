import type { PaperOrderRow } from "../../db/paper-schema";

/**
 * Whether an order shows in the paper broker's book yet: a late-booked one (the lateBookMs
 * fault, faults.ts) only from its shownAt on the market clock.
 */
export function isShown(row: Pick<PaperOrderRow, "shownAt">, now: Date): boolean {
  return row.shownAt === null || row.shownAt.getTime() <= now.getTime();
}
