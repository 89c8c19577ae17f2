import { describe, expect, it } from "vitest";
import { readSpec } from "@/tests/support/spec-document";
import { BROKER_CODES, BROKERS, brokerByCode, isBrokerCode, SELECTABLE_BROKERS } from "./brokers";
import { PRODUCT_SLUG, TEST_BROKER_CODE } from "./product";

const spec = readSpec();

describe.skipIf(!spec)("broker catalogue against the spec", () => {
  it("has exactly the spec's broker codes (§3)", () => {
    const line = /Broker codes: ([^\n]+)\./.exec(spec ?? "")?.[1] ?? "";
    const codes = line
      .split(",")
      .map((c) => c.replace("(test)", "").trim().replace("{product}", PRODUCT_SLUG));
    expect([...BROKER_CODES].sort()).toEqual(codes.sort());
  });

  it("charges the spec's tradeboxFees (§9)", () => {
    const line = /Broker fee \(tradeboxFees\): ([^\n]+)\./.exec(spec ?? "")?.[1] ?? "";
    const named = new Map(
      [...line.matchAll(/([A-Za-z ]+?) (\d+)(?:,|$)/g)]
        .filter(([, name]) => !/others/.test(name!))
        .map(([, name, fee]) => [name!.trim(), Number(fee)]),
    );
    const othersFee = Number(/all others (\d+)/.exec(line)?.[1]);
    expect(named.size).toBeGreaterThan(0);
    for (const broker of BROKERS) {
      expect(broker.tradeboxFees, broker.broker).toBe(
        named.get(broker.name) ?? named.get(broker.nickname) ?? othersFee,
      );
    }
  });
});

describe("broker catalogue", () => {
  it("has one record per code with every field of the spec's broker record", () => {
    expect(BROKERS.map((b) => b.broker)).toEqual([...BROKER_CODES]);
    for (const broker of BROKERS) {
      for (const field of [
        "name",
        "legalName",
        "nickname",
        "logoURL",
        "loginURL",
        "addFundsURL",
      ] as const) {
        expect(broker[field], `${broker.broker}.${field}`).not.toBe("");
      }
      expect(broker.logoURL).toMatch(/^\/brokers\/.+\.svg$/);
    }
  });

  it("leaves the test broker out of the choice list", () => {
    expect(SELECTABLE_BROKERS.map((b) => b.broker)).not.toContain(TEST_BROKER_CODE);
    expect(SELECTABLE_BROKERS).toHaveLength(BROKERS.length - 1);
  });

  it("looks brokers up by code", () => {
    expect(brokerByCode("nuvama")?.nickname).toBe("Nuvama");
    expect(brokerByCode("zerodha")).toBeUndefined();
    expect(isBrokerCode(TEST_BROKER_CODE)).toBe(true);
    expect(isBrokerCode("explore")).toBe(false);
  });
});
