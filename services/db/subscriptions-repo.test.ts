import { expect, it } from "vitest";
import { createTradebox } from "../catalogue/tradebox-writes";
import { catalogueDeps, shortStraddleInput } from "../catalogue/testing/catalogue-fixture";
import { describeOnEachDatabase } from "../testing/database-backends";
import {
  listFavourites,
  subscribe,
  subscribedStrategyIds,
  unknownStrategyIds,
  unsubscribe,
} from "./subscriptions-repo";
import { upsertUser } from "./users-repo";

describeOnEachDatabase("subscriptions repository", (db) => {
  it("marks a tradebox once per user, lists it with its fields, and unmarks it", async () => {
    const { user } = await upsertUser(db(), { broker: "iifl", clientId: "FAV01" });
    const { user: other } = await upsertUser(db(), { broker: "iifl", clientId: "FAV02" });
    const id = await createTradebox(catalogueDeps(db()), shortStraddleInput("Fav Straddle"));

    expect(await unknownStrategyIds(db(), [id, "not-a-uuid"], user)).toEqual(["not-a-uuid"]);
    const privateId = await createTradebox(catalogueDeps(db()), {
      ...shortStraddleInput("Fav Private Straddle"),
      owner: "FAV01",
    });
    expect(await unknownStrategyIds(db(), [privateId], user)).toEqual([]);
    expect(await unknownStrategyIds(db(), [privateId], other)).toEqual([privateId]);
    await subscribe(db(), user.id, [id]);
    await subscribe(db(), user.id, [id]);
    expect(await subscribedStrategyIds(db(), user.id)).toEqual([id]);
    expect(await subscribedStrategyIds(db(), other.id)).toEqual([]);
    expect(await listFavourites(db(), user.id)).toEqual([
      expect.objectContaining({
        strategy_id: id,
        strategy_name: "Fav Straddle",
        risk_level: "HIGH",
      }),
    ]);
    await unsubscribe(db(), user.id, [id]);
    expect(await listFavourites(db(), user.id)).toEqual([]);
  });
});
