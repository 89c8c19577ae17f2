import { beforeAll, describe, expect, it } from "vitest";
import type { IndexFields, SearchEngine } from "./search-engine";

/** A small catalogue every engine must search the same way. */
export interface CatalogueDoc {
  id: string;
  name: string;
  description: string;
  risk: string;
  status: string;
  margin: number;
  /** Absent for a document with no figure yet: it sorts last either way. */
  performance?: number;
}

export const CATALOGUE_FIELDS: IndexFields<CatalogueDoc> = {
  text: ["name", "description"],
  keyword: ["risk", "status"],
  number: ["margin", "performance"],
};

const CATALOGUE: CatalogueDoc[] = [
  doc("ic-1", "Nifty Iron Condor", "Range-bound weekly income", "LOW", "OPEN", 45_000, 12),
  doc("ic-2", "Bank Nifty Iron Condor", "Monthly range play", "MEDIUM", "CLOSED", 60_000, 8),
  doc(
    "st-1",
    "Short Straddle",
    "Sell both sides when volatility is rich",
    "HIGH",
    "OPEN",
    150_000,
    20,
  ),
  doc("bc-1", "Bull Call Spread", "Cheap bullish view on Nifty", "LOW", "OPEN", 9_000, -3),
  doc("ls-1", "Long Strangle", "Volatility breakout either way", "MEDIUM", "PENDING", 12_000, 8),
];

function doc(
  id: string,
  name: string,
  description: string,
  risk: string,
  status: string,
  margin: number,
  performance: number,
): CatalogueDoc {
  return { id, name, description, risk, status, margin, performance };
}

const ids = (hits: { id: string }[]) => hits.map((h) => h.id);
const everything = { text: "", filters: [], sort: [], page: 1, size: 50 } as const;

/** The behaviour every SearchEngine shares; each engine's test file runs it. */
export function describeSearchEngine(
  name: string,
  makeEngine: () => Promise<SearchEngine<CatalogueDoc>>,
): void {
  describe(`${name}: the search engine contract`, () => {
    let engine: SearchEngine<CatalogueDoc>;

    beforeAll(async () => {
      engine = await makeEngine();
      await engine.upsert(CATALOGUE);
    });

    it("finds by text, tolerating a typo", async () => {
      const exact = await engine.search({ ...everything, text: "condor" });
      expect(ids(exact.hits).sort()).toEqual(["ic-1", "ic-2"]);
      const typo = await engine.search({ ...everything, text: "condr" });
      expect(ids(typo.hits).sort()).toEqual(["ic-1", "ic-2"]);
    });

    it("filters by keyword, range and comparison together", async () => {
      const result = await engine.search({
        ...everything,
        filters: [
          { field: "risk", op: "in", values: ["LOW", "MEDIUM"] },
          { field: "margin", op: "between", low: 10_000, high: 60_000 },
          { field: "performance", op: "gte", value: 8 },
        ],
      });
      expect(ids(result.hits).sort()).toEqual(["ic-1", "ic-2", "ls-1"]);
      expect(result.totalHits).toBe(3);
    });

    it("matches nothing for an empty 'in'", async () => {
      const result = await engine.search({
        ...everything,
        filters: [{ field: "status", op: "in", values: [] }],
      });
      expect(result).toEqual({ totalHits: 0, hits: [] });
    });

    it("sorts by several keys in order", async () => {
      const result = await engine.search({
        ...everything,
        sort: [
          { field: "performance", direction: "desc" },
          { field: "margin", direction: "asc" },
        ],
      });
      expect(ids(result.hits)).toEqual(["st-1", "ic-1", "ls-1", "ic-2", "bc-1"]);
    });

    it("pages through the results and counts them all", async () => {
      const sort = [{ field: "margin", direction: "asc" } as const];
      const first = await engine.search({ ...everything, sort, size: 2, page: 1 });
      const third = await engine.search({ ...everything, sort, size: 2, page: 3 });
      expect(ids(first.hits)).toEqual(["bc-1", "ls-1"]);
      expect(ids(third.hits)).toEqual(["st-1"]);
      expect(first.totalHits).toBe(5);
    });

    it("matches a word by its beginning", async () => {
      const strad = await engine.search({ ...everything, text: "strad" });
      expect(ids(strad.hits)).toEqual(["st-1"]);
      const cond = await engine.search({ ...everything, text: "cond" });
      expect(ids(cond.hits).sort()).toEqual(["ic-1", "ic-2"]);
    });

    it("applies text, filters and sort together", async () => {
      const result = await engine.search({
        ...everything,
        text: "nifty",
        filters: [{ field: "risk", op: "in", values: ["LOW"] }],
        sort: [{ field: "margin", direction: "desc" }],
      });
      expect(ids(result.hits)).toEqual(["ic-1", "bc-1"]);
      expect(result.totalHits).toBe(2);
    });

    it("lists documents that tie on every sort key in a fixed order", async () => {
      const result = await engine.search({
        ...everything,
        sort: [{ field: "performance", direction: "desc" }],
      });
      expect(ids(result.hits)).toEqual(["st-1", "ic-1", "ic-2", "ls-1", "bc-1"]);
    });

    it("answers a page past the end with no hits but the full count", async () => {
      const sort = [{ field: "margin", direction: "asc" } as const];
      const result = await engine.search({ ...everything, sort, size: 2, page: 4 });
      expect(result).toEqual({ totalHits: 5, hits: [] });
    });

    it("replaces a document on upsert and forgets it on remove", async () => {
      await engine.upsert([{ ...CATALOGUE[3]!, name: "Bull Put Spread" }]);
      const renamed = await engine.search({ ...everything, text: "bull put" });
      expect(renamed.hits[0]).toMatchObject({ id: "bc-1", name: "Bull Put Spread" });
      await engine.remove(["bc-1"]);
      const gone = await engine.search(everything);
      expect(ids(gone.hits)).not.toContain("bc-1");
      expect(gone.totalHits).toBe(4);
    });

    it("keeps filters and sorts current when a document changes", async () => {
      await engine.upsert([{ ...CATALOGUE[4]!, margin: 1_000, risk: "HIGH" }]);
      const cheapest = await engine.search({
        ...everything,
        sort: [{ field: "margin", direction: "asc" }],
      });
      expect(ids(cheapest.hits)[0]).toBe("ls-1");
      const medium = await engine.search({
        ...everything,
        filters: [{ field: "risk", op: "in", values: ["MEDIUM"] }],
      });
      expect(ids(medium.hits)).toEqual(["ic-2"]);
    });

    it("sorts a document without the sort value last in either direction", async () => {
      const withoutFigure: CatalogueDoc = {
        id: "nv-1",
        name: "New Butterfly",
        description: "No trades yet",
        risk: "LOW",
        status: "OPEN",
        margin: 5_000,
      };
      await engine.upsert([withoutFigure]);
      for (const direction of ["asc", "desc"] as const) {
        const result = await engine.search({
          ...everything,
          sort: [{ field: "performance", direction }],
        });
        expect(ids(result.hits).at(-1)).toBe("nv-1");
      }
      await engine.remove(["nv-1"]);
    });
  });
}
