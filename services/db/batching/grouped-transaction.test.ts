import { inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../../testing/database-backends";
import { paise } from "../../../lib/money/paise";
import { paperAccounts } from "../paper-schema";
import { groupedTransaction } from "./grouped-transaction";
import { insertJsonRows } from "./json-rows";

const account = (clientId: string) => ({ clientId, name: null, cashPaise: paise(1) });

describeOnEachDatabase("grouped transactions", (db) => {
  const clients = async (ids: string[]) =>
    (
      await db()
        .select({ clientId: paperAccounts.clientId })
        .from(paperAccounts)
        .where(inArray(paperAccounts.clientId, ids))
    ).map((row) => row.clientId);

  it("commits the works of a moment together, each answered its own value", async () => {
    const answers = await Promise.all(
      ["GROUP01", "GROUP02"].map((clientId) =>
        groupedTransaction(db(), async (tx) => {
          await insertJsonRows(tx, paperAccounts, [account(clientId)]);
          return clientId.toLowerCase();
        }),
      ),
    );
    expect(answers).toEqual(["group01", "group02"]);
    expect((await clients(["GROUP01", "GROUP02"])).sort()).toEqual(["GROUP01", "GROUP02"]);
  });

  it("keeps the others' writes when one work fails, and gives the failure to its caller alone", async () => {
    const [kept, failed] = await Promise.allSettled([
      groupedTransaction(db(), (tx) => insertJsonRows(tx, paperAccounts, [account("GROUP03")])),
      groupedTransaction(db(), async (tx) => {
        await insertJsonRows(tx, paperAccounts, [account("GROUP04")]);
        throw new Error("this trader's basket breaks a rule");
      }),
    ]);
    expect(kept.status).toBe("fulfilled");
    expect(failed).toMatchObject({
      status: "rejected",
      reason: { message: "this trader's basket breaks a rule" },
    });
    expect(await clients(["GROUP03", "GROUP04"])).toEqual(["GROUP03"]);
  });
});
