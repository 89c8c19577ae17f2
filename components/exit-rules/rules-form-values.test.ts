import { describe, expect, it } from "vitest";
import {
  EMPTY_RULES_FORM,
  formValuesOfRules,
  rulesInputOfForm,
  type RulesFormValues,
} from "./rules-form-values";

const form = (changes: Partial<RulesFormValues>): RulesFormValues => ({
  ...EMPTY_RULES_FORM,
  ...changes,
});

describe("the exit rules form as the rules it sends", () => {
  it("sends every rule filled in, amounts as numbers in their unit", () => {
    const check = rulesInputOfForm({
      stopLoss: { value: "2,400.50", unit: "RUPEES" },
      target: { value: " 2.5 ", unit: "PERCENT_OF_MARGIN" },
      trailing: { activateAt: "2000", giveBack: "600" },
      timed: { kind: "TIME_OF_DAY", time: "15:15", minutes: "30" },
    });
    expect(check).toEqual({
      ok: true,
      empty: false,
      input: {
        stop_loss: { value: 2400.5, unit: "RUPEES" },
        target: { value: 2.5, unit: "PERCENT_OF_MARGIN" },
        trailing_stop: { activate_at: 2000, give_back: 600 },
        timed_exit: { kind: "TIME_OF_DAY", time: "15:15" },
      },
    });
  });

  it("leaves out a rule left blank, and says when none is set", () => {
    expect(rulesInputOfForm(EMPTY_RULES_FORM)).toEqual({
      ok: true,
      empty: true,
      input: { stop_loss: null, target: null, trailing_stop: null, timed_exit: null },
    });
    const timed = form({ timed: { kind: "BEFORE_EXPIRY", time: "", minutes: "45" } });
    expect(rulesInputOfForm(timed)).toMatchObject({
      ok: true,
      empty: false,
      input: { timed_exit: { kind: "BEFORE_EXPIRY", minutes: 45 } },
    });
  });

  it("tells each wrong input under it, in the words of its unit", () => {
    const check = rulesInputOfForm({
      stopLoss: { value: "abc", unit: "RUPEES" },
      target: { value: "120", unit: "PERCENT_OF_MARGIN" },
      trailing: { activateAt: "2000", giveBack: "" },
      timed: { kind: "TIME_OF_DAY", time: "25:00", minutes: "30" },
    });
    expect(check).toEqual({
      ok: false,
      errors: {
        stopLoss: "Enter an amount in rupees above ₹0",
        target: "Enter a percentage of margin above 0, at most 100",
        trailingGiveBack: "Enter an amount in rupees above ₹0",
        timedTime: "Enter a time as HH:MM (India time)",
      },
    });
  });

  it("refuses nothing above zero, and minutes that are not whole or out of a day", () => {
    const zero = form({ target: { value: "0", unit: "RUPEES" } });
    expect(rulesInputOfForm(zero)).toEqual({
      ok: false,
      errors: { target: "Enter an amount in rupees above ₹0" },
    });
    for (const minutes of ["2.5", "0", "1441", ""]) {
      const timed = form({ timed: { kind: "BEFORE_EXPIRY", time: "", minutes } });
      expect(rulesInputOfForm(timed)).toEqual({
        ok: false,
        errors: { timedMinutes: "Enter whole minutes from 1 to 1440" },
      });
    }
  });
});

describe("a basket's rules as the form starts from them", () => {
  it("fills in each rule set and leaves the rest as a new form has them", () => {
    const values = formValuesOfRules({
      stop_loss: { value: 2, unit: "PERCENT_OF_MARGIN" },
      target: null,
      trailing_stop: { activate_at: 2000, give_back: 600.5 },
      timed_exit: { kind: "BEFORE_EXPIRY", minutes: 30 },
    });
    expect(values).toEqual({
      stopLoss: { value: "2", unit: "PERCENT_OF_MARGIN" },
      target: EMPTY_RULES_FORM.target,
      trailing: { activateAt: "2000", giveBack: "600.5" },
      timed: { kind: "BEFORE_EXPIRY", time: "15:15", minutes: "30" },
    });
    expect(formValuesOfRules(null)).toEqual(EMPTY_RULES_FORM);
  });

  it("sends back what it started from", () => {
    const rules = {
      stop_loss: { value: 2400, unit: "RUPEES" as const },
      target: { value: 3, unit: "PERCENT_OF_MARGIN" as const },
      trailing_stop: null,
      timed_exit: { kind: "TIME_OF_DAY" as const, time: "14:45" },
    };
    expect(rulesInputOfForm(formValuesOfRules(rules))).toEqual({
      ok: true,
      empty: false,
      input: rules,
    });
  });
});
