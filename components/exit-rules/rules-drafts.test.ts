import { describe, expect, it } from "vitest";
import { EMPTY_RULES_FORM } from "./rules-form-values";
import { dropRulesDraft, keepRulesDraft, rulesDraft } from "./rules-drafts";

describe("Place Order's rules drafts", () => {
  it("keep what was typed for a tradebox until its order goes", () => {
    const typed = {
      ...EMPTY_RULES_FORM,
      stopLoss: { ...EMPTY_RULES_FORM.stopLoss, value: "2000" },
    };
    keepRulesDraft("tradebox-1", typed);
    expect(rulesDraft("tradebox-1")).toEqual(typed);
    expect(rulesDraft("tradebox-2")).toBeUndefined();
    dropRulesDraft("tradebox-1");
    expect(rulesDraft("tradebox-1")).toBeUndefined();
  });
});
