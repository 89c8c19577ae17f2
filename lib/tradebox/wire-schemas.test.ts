import { describe, expect, it } from "vitest";
import { readSpec } from "@/tests/support/spec-document";
import { performanceSummaryWireSchema } from "./performance-wire";
import { signalTemplateWireSchema, strategyTemplateWireSchema } from "./strategy-template-wire";
import { tradeboxWireSchema } from "./tradebox-wire";

const spec = readSpec() ?? "";

/** The field names an entity's line of spec §3 lists, e.g. '**Strategy template**: a, b, c.' */
function specFields(entity: string, opening = `**${entity}**: `): string[] {
  const line = spec.split("\n").find((l) => l.startsWith(opening) || l.startsWith(`- ${opening}`));
  if (!line) throw new Error(`The spec has no line for ${entity}`);
  const list = line
    .slice(line.indexOf(": ") + 2)
    .replace(/\([^)]*\)/g, "")
    .replace(/\.$/, "");
  return list
    .replace(/, and performance summaries /, ", ")
    .split(/,\s*(?:and\s+)?|\s+and\s+/)
    .flatMap((field) => field.trim().split(" ")[0] ?? [])
    .filter((field) => /^[a-z_]+$/.test(field));
}

describe.skipIf(!spec)("wire schemas carry exactly the spec's §3 fields", () => {
  it("tradebox (search result)", () => {
    expect(Object.keys(tradeboxWireSchema.shape).sort()).toEqual(
      specFields("Tradebox (search result)").sort(),
    );
  });

  it("performance summary", () => {
    expect(Object.keys(performanceSummaryWireSchema.shape).sort()).toEqual(
      specFields("Performance summary fields", "Performance summary fields: ").sort(),
    );
  });

  it("strategy signal template and strategy template", () => {
    expect(Object.keys(signalTemplateWireSchema.shape).sort()).toEqual(
      specFields("Strategy signal template").sort(),
    );
    expect(Object.keys(strategyTemplateWireSchema.shape).sort()).toEqual(
      specFields("Strategy template").sort(),
    );
  });
});
