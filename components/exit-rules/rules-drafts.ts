import type { RulesFormValues } from "./rules-form-values";

/**
 * The rules a trader is typing at Place Order, per tradebox, for the page's life: the dialog
 * that holds the form opens again when the screen crosses a breakpoint (the responsive modal
 * swaps dialog and drawer), and the rules typed must not be lost with it (docs/exit-rules.md).
 */
const drafts = new Map<string, RulesFormValues>();

export const rulesDraft = (key: string): RulesFormValues | undefined => drafts.get(key);

export function keepRulesDraft(key: string, values: RulesFormValues): void {
  drafts.set(key, values);
}

/** The order went with its rules: the next Place Order of the tradebox starts afresh. */
export function dropRulesDraft(key: string): void {
  drafts.delete(key);
}
