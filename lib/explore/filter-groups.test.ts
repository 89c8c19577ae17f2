import { describe, expect, it } from "vitest";
import { filterFormSchema } from "./filter-form";
import { CHOICE_FIELDS, FILTER_GROUPS } from "./filter-groups";

describe("filter groups", () => {
  const choices = FILTER_GROUPS.flatMap((g) => g.choices);

  it("offers risk, market trend, payoff potential, instrument and frequency", () => {
    expect(FILTER_GROUPS.map((g) => g.title)).toEqual([
      "Risk",
      "Market trend",
      "Payoff potential",
      "Instrument",
      "Frequency",
    ]);
  });

  it("labels chips as the spec names the values", () => {
    const labels = (id: string) =>
      FILTER_GROUPS.find((g) => g.id === id)?.choices.map((c) => c.label);
    expect(labels("risk")).toEqual(["Low", "Medium", "High"]);
    expect(labels("market-trend")).toEqual(["Up", "Down", "Neutral", "Volatile"]);
    expect(labels("instrument")).toEqual(["Nifty", "Bank Nifty", "Finance Nifty"]);
    expect(labels("frequency")).toEqual(["Weekly", "Monthly", "Ad hoc"]);
    expect(labels("payoff")).toEqual([
      "Unlimited profit",
      "Limited profit",
      "Unlimited loss",
      "Limited loss",
    ]);
  });

  it.each(choices.map((c) => [c.label, c] as const))("%s is a valid filter", (_, choice) => {
    const form = { [choice.field]: ["==", [choice.value]] };
    expect(filterFormSchema.parse(form)).toEqual(form);
  });

  it("covers every choice field, each value once", () => {
    expect(new Set(choices.map((c) => c.field))).toEqual(new Set(CHOICE_FIELDS));
    const keys = choices.map((c) => `${c.field}:${c.value}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
