"use client";

import { useState } from "react";
import {
  rulesInputOfForm,
  type RulesFormCheck,
  type RulesFormErrors,
  type RulesFormValues,
} from "./rules-form-values";
import { keepRulesDraft, rulesDraft } from "./rules-drafts";

/**
 * The exit rules form's state: its values, and the errors of the last check, each cleared as
 * the trader edits. `check` is what a send asks first: the rules to send, or the errors shown.
 * With `draftKey`, what is typed outlives the component (rules-drafts.ts).
 */
export function useRulesForm(initial: RulesFormValues, draftKey?: string) {
  const [values, setValues] = useState(() => (draftKey && rulesDraft(draftKey)) || initial);
  const [errors, setErrors] = useState<RulesFormErrors>({});
  return {
    values,
    errors,
    change: (next: RulesFormValues) => {
      setValues(next);
      setErrors({});
      if (draftKey) keepRulesDraft(draftKey, next);
    },
    check: (): RulesFormCheck => {
      const checked = rulesInputOfForm(values);
      setErrors(checked.ok ? {} : checked.errors);
      return checked;
    },
  };
}

export type RulesForm = ReturnType<typeof useRulesForm>;
