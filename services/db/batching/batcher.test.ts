import { describe, expect, it } from "vitest";
import { Batcher } from "./batcher";

/** A runMany that records each batch and answers each item doubled, after `gate` if given. */
function recorder(gate?: () => Promise<void>) {
  const batches: number[][] = [];
  const runMany = async (items: readonly number[]) => {
    batches.push([...items]);
    await gate?.();
    return items.map((item) => item * 2);
  };
  return { batches, runMany };
}

describe("Batcher", () => {
  it("runs the calls of one turn as one batch, answering each caller its own result", async () => {
    const { batches, runMany } = recorder();
    const batcher = new Batcher(runMany);
    const answers = await Promise.all([1, 2, 3].map((item) => batcher.run(item)));
    expect(answers).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("gathers the calls made while a batch runs into the next one", async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { batches, runMany } = recorder(() => (batches.length === 1 ? gate : Promise.resolve()));
    const batcher = new Batcher(runMany);
    const first = batcher.run(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [batcher.run(2), batcher.run(3)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    open();
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it("never puts two calls with one key in a batch, nor more than maxBatch", async () => {
    const { batches, runMany } = recorder();
    const batcher = new Batcher(runMany, { keyOf: (item) => String(item % 10), maxBatch: 3 });
    await Promise.all([1, 11, 2, 3, 4, 21].map((item) => batcher.run(item)));
    expect(batches).toEqual([[1, 2, 3], [11, 4], [21]]);
  });

  it("runs each call alone when a batch fails: only the bad one fails", async () => {
    const batches: number[][] = [];
    const batcher = new Batcher(async (items: readonly number[]) => {
      batches.push([...items]);
      if (items.includes(13)) throw new Error("13 breaks a constraint");
      return items.map((item) => item * 2);
    });
    const answers = await Promise.allSettled([12, 13, 14].map((item) => batcher.run(item)));
    expect(answers.map((a) => (a.status === "fulfilled" ? a.value : a.reason.message))).toEqual([
      24,
      "13 breaks a constraint",
      28,
    ]);
    expect(batches).toEqual([[12, 13, 14], [12], [13], [14]]);
  });
});
