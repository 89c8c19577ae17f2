import { describe, expect, it } from "vitest";
import { readSpec } from "@/tests/support/spec-document";
import { specListLine } from "@/tests/support/spec-lists";
import { PRODUCT_SLUG } from "../product";
import { UNDERLYINGS, UNDERLYING_TOKENS } from "../market/underlyings";
import * as enums from "./enums";

const spec = readSpec();

/** The values of a spec §4 enumeration line, before any parenthesised note or sentence. */
function specEnum(label: string): string[] {
  return specListLine(spec ?? "", label).map((item) => item.replace(/\s*\(.*\)$/, ""));
}

/** The words of a '(filter values: a, b)' or sentence that follows an enumeration. */
function specPhrase(label: string, phrase: RegExp): string[] {
  const line = (spec ?? "").split("\n").find((l) => l.startsWith(`- ${label}:`)) ?? "";
  const found = phrase.exec(line)?.[1];
  if (!found) throw new Error(`The spec's '${label}' line has no ${phrase}`);
  return found.split(/,\s*/).map((v) => v.trim());
}

describe.skipIf(!spec)("§4 enumerations match the spec", () => {
  it.each([
    ["Instrument types", enums.INSTRUMENT_TYPES],
    ["Market type", enums.MARKET_TYPES],
    ["Frequency", enums.FREQUENCIES],
    ["Market trend", enums.MARKET_TRENDS],
    ["Active/passive", enums.ACTIVE_PASSIVE],
    ["Risk", enums.RISK_LEVELS],
    ["Basket status, analyst side and user side", enums.BASKET_STATUSES],
    ["User basket status", enums.USER_BASKET_STATUSES],
    ["Errored-from", enums.ERRORED_FROM],
    ["Signal status", enums.SIGNAL_STATUSES],
    ["Transaction type", enums.TRANSACTION_TYPES],
    ["Duration", enums.DURATIONS],
    ["Strategy kinds", enums.STRATEGY_KINDS],
    ["User type", enums.USER_TYPES],
  ] as const)("%s", (label, values) => {
    expect([...values]).toEqual(specEnum(label));
  });

  it("order products with their labels", () => {
    const products = specListLine(spec ?? "", "Order products").map((item) => {
      const [, code, label] = /^(\w+) \((.+)\)$/.exec(item) ?? [];
      return [code, label];
    });
    expect(Object.entries(enums.ORDER_PRODUCT_LABELS)).toEqual(products);
    expect(enums.ORDER_PRODUCTS).toEqual(products.map(([code]) => code));
  });

  it("frequencies' period units and singular labels, in order", () => {
    const units = specPhrase("Frequency", /Period units are ([^;]+);/);
    const singulars = specPhrase("Frequency", /singular labels are ([^.]+)\./);
    expect(enums.FREQUENCIES.map((f) => enums.FREQUENCY_PERIODS[f].unit)).toEqual(units);
    expect(enums.FREQUENCIES.map((f) => enums.FREQUENCY_PERIODS[f].singular)).toEqual(singulars);
  });

  it("filter values of market trend, risk and frequency", () => {
    expect(Object.keys(enums.MARKET_TREND_FILTER_VALUES)).toEqual(
      specPhrase("Market trend", /filter values: ([^)]+)\)/),
    );
    expect(Object.keys(enums.RISK_FILTER_VALUES)).toEqual(
      specPhrase("Risk", /filter values ([^)]+)\)/),
    );
    expect(Object.keys(enums.FREQUENCY_FILTER_VALUES)).toEqual(
      specPhrase("Tags", /Frequency filter values: ([^.]+)\./),
    );
  });

  it("tags and profit/loss types", () => {
    expect([...enums.STRATEGY_TAGS]).toEqual(
      specPhrase("Tags", /^- Tags: ([^.]+)\./).map((t) => t.replace("{product}", PRODUCT_SLUG)),
    );
    expect([...enums.PROFIT_LOSS_TYPES]).toEqual(
      specPhrase("Tags", /Profit\/loss types: ([^.]+)\./),
    );
  });

  it("underlyings by token", () => {
    const rows = specPhrase("Underlyings by token", /: (.+)\.$/).map((item) => {
      const [, token, name] = /^(\d+) (.+)$/.exec(item) ?? [];
      return [Number(token), name];
    });
    expect(UNDERLYING_TOKENS.map((t) => [t, UNDERLYINGS[t].name])).toEqual(rows);
  });

  it("risk badges (§9)", () => {
    expect(Object.values(enums.RISK_BADGE_LABELS)).toEqual(specEnum("Risk badges"));
  });
});

describe("filter values map to enum values", () => {
  it("every filter value names a member of its enumeration", () => {
    for (const v of Object.values(enums.MARKET_TREND_FILTER_VALUES)) {
      expect(enums.MARKET_TRENDS).toContain(v);
    }
    for (const v of Object.values(enums.RISK_FILTER_VALUES)) expect(enums.RISK_LEVELS).toContain(v);
    for (const v of Object.values(enums.FREQUENCY_FILTER_VALUES)) {
      expect(enums.FREQUENCIES).toContain(v);
    }
  });
});
