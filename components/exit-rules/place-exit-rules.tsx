"use client";

import { Box, Button, Text } from "@chakra-ui/react";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { Paise } from "@/lib/money/paise";
import { exitRulesSummary } from "@/lib/track/exit-rule-lines";
import { ExitRulesFields } from "./exit-rules-fields";
import { rulesInputOfForm } from "./rules-form-values";
import type { RulesForm } from "./use-rules-form";

const INVITE = "Optional: exit the basket at a stop-loss, target, trailing stop or time.";

/**
 * Place Order's exit rules: collapsed until the trader opens it, open while a rule is wrong
 * (its error under it). Collapsed, it says which rules will go with the order.
 */
export function PlaceExitRules({ form, margin }: { form: RulesForm; margin: Paise | null }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const invalid = Object.keys(form.errors).length > 0;
  const shown = open || invalid;
  const checked = rulesInputOfForm(form.values);
  const summary = checked.ok ? exitRulesSummary(checked.input).join(" · ") : "";
  return (
    <Box rounded="xl" borderWidth="1px" data-testid="place-exit-rules">
      <Button
        variant="ghost"
        w="full"
        justifyContent="space-between"
        rounded="xl"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setOpen(!shown)}
      >
        Exit rules
        <Box asChild transition="transform 0.2s" transform={shown ? "rotate(180deg)" : undefined}>
          <ChevronDown aria-hidden />
        </Box>
      </Button>
      {shown ? (
        <Box id={id} px="3" pt="1" pb="4">
          <ExitRulesFields
            values={form.values}
            onChange={form.change}
            errors={form.errors}
            margin={margin}
          />
        </Box>
      ) : (
        <Text px="4" pb="3" fontSize="xs" color={summary ? "fg" : "fg.muted"}>
          {summary || INVITE}
        </Text>
      )}
    </Box>
  );
}
