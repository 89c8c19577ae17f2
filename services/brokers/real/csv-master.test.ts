import { describe, expect, it } from "vitest";
import { readCsvMaster, splitCsvLine } from "./csv-master";

describe("readCsvMaster", () => {
  const master = { name: "Test master", columns: ["Token", "Symbol"] as const };

  it("reads rows by column name, whatever the order, skipping what `read` skips", () => {
    const text = 'Lot,Symbol,Token\r\n75,"NIFTY, 24000 CE",1\n\n30,BANKNIFTY FUT,2\n';
    const rows = readCsvMaster(text, master, (cell) =>
      cell("Symbol").startsWith("NIFTY") ? `${cell("Token")}:${cell("Symbol")}` : undefined,
    );
    expect(rows).toEqual(["1:NIFTY, 24000 CE"]);
  });

  it("refuses a master without a needed column", () => {
    expect(() => readCsvMaster("Token,Lot\n1,75", master, () => 1)).toThrow(
      "Test master lacks the columns Symbol",
    );
  });
});

describe("splitCsvLine", () => {
  it("keeps quoted commas and doubled quotes", () => {
    expect(splitCsvLine('a,"b, c","say ""hi""",')).toEqual(["a", "b, c", 'say "hi"', ""]);
  });
});
