import {
  exitRulesInputSchema,
  type ExitRulesInput,
  type RuleUnit,
} from "@/lib/exit-rules/exit-rules-wire";

/**
 * The exit rules form as the trader fills it in: text as typed, a unit per amount, the kind of
 * timed exit. Turned into the wire's ExitRulesInput (rulesInputOfForm) only when sent.
 */
export interface RulesFormValues {
  stopLoss: { value: string; unit: RuleUnit };
  target: { value: string; unit: RuleUnit };
  trailing: { activateAt: string; giveBack: string };
  timed: { kind: TimedExitChoice; time: string; minutes: string };
}

/** The timed exit's choice on the form: none, a time of day, or minutes before expiry. */
export const TIMED_EXIT_CHOICES = ["NONE", "TIME_OF_DAY", "BEFORE_EXPIRY"] as const;
export type TimedExitChoice = (typeof TIMED_EXIT_CHOICES)[number];

/** Each input of the form that can be wrong, for its error under it. */
export type RulesFormField =
  "stopLoss" | "target" | "trailingActivateAt" | "trailingGiveBack" | "timedTime" | "timedMinutes";
export type RulesFormErrors = Partial<Record<RulesFormField, string>>;

export const EMPTY_RULES_FORM: RulesFormValues = {
  stopLoss: { value: "", unit: "RUPEES" },
  target: { value: "", unit: "RUPEES" },
  trailing: { activateAt: "", giveBack: "" },
  timed: { kind: "NONE", time: "15:15", minutes: "30" },
};

/** The rules a basket has (or none) as the form starts from them, to edit. */
export function formValuesOfRules(rules: ExitRulesInput | null | undefined): RulesFormValues {
  const amount = (rule: ExitRulesInput["stop_loss"]) =>
    rule ? { value: String(rule.value), unit: rule.unit } : EMPTY_RULES_FORM.stopLoss;
  const trailing = rules?.trailing_stop;
  const timed = rules?.timed_exit;
  return {
    stopLoss: amount(rules?.stop_loss),
    target: amount(rules?.target),
    trailing: trailing
      ? { activateAt: String(trailing.activate_at), giveBack: String(trailing.give_back) }
      : EMPTY_RULES_FORM.trailing,
    timed: !timed
      ? EMPTY_RULES_FORM.timed
      : timed.kind === "TIME_OF_DAY"
        ? { ...EMPTY_RULES_FORM.timed, kind: timed.kind, time: timed.time }
        : { ...EMPTY_RULES_FORM.timed, kind: timed.kind, minutes: String(timed.minutes) },
  };
}

/** Text as typed ('2,400.50' too) as a number; blank or not a number is NaN, which zod refuses. */
const numberOf = (text: string) => (text.trim() === "" ? NaN : Number(text.replace(/,/g, "")));
const filled = (text: string) => text.trim() !== "";

/** The rules the form asks for, before checking: a rule with every input blank is none. */
function candidateOf(values: RulesFormValues) {
  const amount = ({ value, unit }: RulesFormValues["stopLoss"]) =>
    filled(value) ? { value: numberOf(value), unit } : null;
  const { trailing, timed } = values;
  return {
    stop_loss: amount(values.stopLoss),
    target: amount(values.target),
    trailing_stop:
      filled(trailing.activateAt) || filled(trailing.giveBack)
        ? { activate_at: numberOf(trailing.activateAt), give_back: numberOf(trailing.giveBack) }
        : null,
    timed_exit:
      timed.kind === "TIME_OF_DAY"
        ? { kind: timed.kind, time: timed.time.trim() }
        : timed.kind === "BEFORE_EXPIRY"
          ? { kind: timed.kind, minutes: numberOf(timed.minutes) }
          : null,
  };
}

/** Where an issue of exitRulesInputSchema lands on the form: its rule, then its field. */
const FIELD_OF_PATH: Readonly<Record<string, RulesFormField>> = {
  stop_loss: "stopLoss",
  target: "target",
  "trailing_stop.activate_at": "trailingActivateAt",
  "trailing_stop.give_back": "trailingGiveBack",
  "timed_exit.time": "timedTime",
  "timed_exit.minutes": "timedMinutes",
};

const RUPEES_ERROR = "Enter an amount in rupees above ₹0";

/** What each input says when it is wrong; an amount's words follow its unit. */
function errorText(field: RulesFormField, values: RulesFormValues): string {
  switch (field) {
    case "stopLoss":
    case "target":
      return values[field].unit === "RUPEES"
        ? RUPEES_ERROR
        : "Enter a percentage of margin above 0, at most 100";
    case "trailingActivateAt":
    case "trailingGiveBack":
      return RUPEES_ERROR;
    case "timedTime":
      return "Enter a time as HH:MM (India time)";
    case "timedMinutes":
      return "Enter whole minutes from 1 to 1440";
  }
}

/** A percentage of margin above 100 is refused when set (lib/exit-rules/basket-rules.ts). */
const MAX_PERCENT_OF_MARGIN = 100;

export type RulesFormCheck =
  { ok: true; input: ExitRulesInput; empty: boolean } | { ok: false; errors: RulesFormErrors };

/**
 * The form as the wire's ExitRulesInput, checked with the schema the services check it with
 * (exitRulesInputSchema), each issue told under its input. `empty`: no rule set at all.
 */
export function rulesInputOfForm(values: RulesFormValues): RulesFormCheck {
  const candidate = candidateOf(values);
  const errors: RulesFormErrors = {};
  const parsed = exitRulesInputSchema.safeParse(candidate);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [rule, key] = issue.path.map(String);
    const field =
      FIELD_OF_PATH[`${rule}.${key}`] ?? (rule === undefined ? undefined : FIELD_OF_PATH[rule]);
    if (field) errors[field] ??= errorText(field, values);
  }
  for (const field of ["stopLoss", "target"] as const) {
    const amount = candidate[field === "stopLoss" ? "stop_loss" : "target"];
    if (amount?.unit === "PERCENT_OF_MARGIN" && amount.value > MAX_PERCENT_OF_MARGIN) {
      errors[field] ??= errorText(field, values);
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  const input = parsed.data;
  const empty = !input.stop_loss && !input.target && !input.trailing_stop && !input.timed_exit;
  return { ok: true, input, empty };
}
