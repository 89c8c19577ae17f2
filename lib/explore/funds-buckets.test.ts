import { describe, expect, it } from "vitest";
import { readSpec, SPEC_PATH } from "@/tests/support/spec-document";
import { filterFormSchema } from "./filter-form";
import { FUNDS_BUCKETS, fundsBucketOf, fundsFilter, LOW_FUNDS_RANGE } from "./funds-buckets";
import { specListLine } from "@/tests/support/spec-lists";

const spec = readSpec();

describe.skipIf(!spec)(`funds buckets against the spec's §9 (${SPEC_PATH})`, () => {
  const line = spec ? specListLine(spec, "Funds filter buckets") : [];

  it("has the spec's buckets, in its order", () => {
    expect(FUNDS_BUCKETS.map((b) => b.label.toLowerCase())).toEqual(
      line.map((b) => b.toLowerCase()),
    );
  });

  it("has the spec's 'Low funds' range", () => {
    const range = /The 'Low funds' category is ([\d,]+)-([\d,]+)/.exec(spec ?? "");
    const amounts = [range?.[1], range?.[2]].map((n) => Number(n?.replaceAll(",", "")));
    expect([...LOW_FUNDS_RANGE]).toEqual(amounts);
  });
});

describe("funds buckets", () => {
  it("has the spec's five buckets, in order, each starting where the last one ends", () => {
    expect(FUNDS_BUCKETS.map((b) => b.label)).toEqual([
      "Below 10K",
      "10K-50K",
      "50K-1L",
      "1L-3L",
      "Above 3L",
    ]);
    expect(FUNDS_BUCKETS.map((b) => b.range[0])).toEqual([0, 10_000, 50_000, 100_000, 300_000]);
    FUNDS_BUCKETS.slice(1).forEach((bucket, i) => {
      expect(bucket.range[0]).toBe(FUNDS_BUCKETS[i]?.range[1]);
    });
    expect(FUNDS_BUCKETS.at(-1)?.range[1]).toBeGreaterThan(1e12);
  });

  it("makes valid margin_required filters, the 'Low funds' one 0-25,000", () => {
    for (const bucket of FUNDS_BUCKETS) {
      expect(filterFormSchema.safeParse(fundsFilter(bucket.range)).success).toBe(true);
    }
    expect(fundsFilter(LOW_FUNDS_RANGE)).toEqual({ margin_required: ["between", [0, 25_000]] });
  });

  it("survives a JSON round trip, the open end included", () => {
    const above = fundsFilter(FUNDS_BUCKETS[4].range);
    expect(filterFormSchema.parse(JSON.parse(JSON.stringify(above)))).toEqual(above);
  });

  it("tells which bucket a form selects", () => {
    expect(fundsBucketOf(fundsFilter([50_000, 100_000]))?.id).toBe("50k-1l");
    expect(fundsBucketOf(fundsFilter(LOW_FUNDS_RANGE))).toBeUndefined();
    expect(fundsBucketOf({})).toBeUndefined();
  });
});
