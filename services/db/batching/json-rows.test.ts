import { eq, inArray, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../testing/database-backends";
import { paise } from "../../../lib/money/paise";
import { paperAccounts, paperPositions } from "../paper-schema";
import { insertJsonRows, inRecordset, setFromRecordset, tableRecordset } from "./json-rows";

describeOnEachDatabase("rows as one jsonb parameter", (db) => {
  it("inserts rows and answers them as drizzle's own queries would", async () => {
    const rows = await insertJsonRows(
      db(),
      paperAccounts,
      [
        { clientId: "JSON01", name: "Asha", cashPaise: paise(50_000_000_00) },
        { clientId: "JSON02", name: null, cashPaise: paise(1) },
      ],
      { returning: true },
    );
    const read = await db()
      .select()
      .from(paperAccounts)
      .where(inArray(paperAccounts.clientId, ["JSON01", "JSON02"]));
    expect(rows).toEqual(read);
    expect(rows[0]).toMatchObject({
      clientId: "JSON01",
      cashPaise: 50_000_000_00,
      blockedMarginPaise: 0,
    });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it("updates rows from a recordset and deletes the rows matching several keys", async () => {
    await insertJsonRows(db(), paperAccounts, [
      { clientId: "JSON03", name: null, cashPaise: paise(1) },
    ]);
    const updatedAt = new Date("2026-12-03T09:15:00.123Z");
    const position = {
      clientId: "JSON03",
      product: "NRML" as const,
      openCostPaise: paise(0),
      updatedAt,
    };
    await insertJsonRows(db(), paperPositions, [
      { ...position, instrumentToken: 1, netQuantity: 65, realisedPnlPaise: paise(0) },
      { ...position, instrumentToken: 2, netQuantity: -65, realisedPnlPaise: paise(0) },
    ]);
    const moved = tableRecordset(paperPositions, "moved", [
      {
        clientId: "JSON03",
        instrumentToken: 1,
        product: "NRML",
        netQuantity: 0,
        realisedPnlPaise: paise(-1234),
      },
    ]);
    await db()
      .update(paperPositions)
      .set(setFromRecordset(paperPositions, "moved", ["netQuantity", "realisedPnlPaise"]))
      .from(moved)
      .where(
        sql`(${paperPositions.clientId}, ${paperPositions.instrumentToken}) = (moved.client_id, moved.instrument_token)`,
      );
    const gone = tableRecordset(paperPositions, "gone", [
      { clientId: "JSON03", instrumentToken: 2 },
    ]);
    await db()
      .delete(paperPositions)
      .where(inRecordset(paperPositions, ["clientId", "instrumentToken"], gone));
    const left = await db()
      .select()
      .from(paperPositions)
      .where(eq(paperPositions.clientId, "JSON03"));
    expect(left).toEqual([
      { ...position, instrumentToken: 1, netQuantity: 0, realisedPnlPaise: paise(-1234) },
    ]);
  });
});
