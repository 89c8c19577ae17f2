import { expect, it } from "vitest";
import { TradeboxChanges, type TradeboxChange } from "./tradebox-events";

const change: TradeboxChange = { strategyId: "s1", kind: "created" };

it("tells every listener in order, and a failing one neither stops the rest nor the write", async () => {
  const failures: unknown[] = [];
  const changes = new TradeboxChanges((error) => failures.push(error));
  const heard: string[] = [];
  changes.onTradeboxChanged(() => {
    heard.push("first");
    throw new Error("index down");
  });
  const off = changes.onTradeboxChanged(async (c) => {
    heard.push(`second ${c.strategyId}`);
  });
  await expect(changes.emit(change)).resolves.toBeUndefined();
  expect(heard).toEqual(["first", "second s1"]);
  expect(failures).toEqual([new Error("index down")]);
  off();
  await changes.emit(change);
  expect(heard).toEqual(["first", "second s1", "first"]);
});
