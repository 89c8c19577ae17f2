"use client";

import { Button, Stack, Text } from "@chakra-ui/react";
import { useId, type FormEvent } from "react";
import { setExitRules } from "@/api-clients/bridge/basket-orders";
import { ResponsiveModal } from "@/components/ui/responsive-modal";
import type { ExitRulesInput, ExitRulesStateWire } from "@/lib/exit-rules/exit-rules-wire";
import { ExitRulesFields } from "./exit-rules-fields";
import { formValuesOfRules } from "./rules-form-values";
import { useExitRulesChange } from "./use-exit-rules-change";
import { useRulesForm } from "./use-rules-form";

interface Props {
  basketId: string;
  /** The rules the basket has now (null: none), which the form starts from. */
  rules: ExitRulesStateWire | null;
  open: boolean;
  onClose: () => void;
}

/** Wider than spec §9's 360 px: an amount's input sits beside its unit's two buttons. */
const EXIT_RULES_DIALOG_WIDTH = "480px";

/**
 * Track's Add/Edit exit rules: the Place Order form in a dialog (a drawer on phones). Saving
 * replaces the basket's rules with the form's; a form left blank removes them. The services'
 * refusal (a time already past, a basket exiting) shows above the buttons.
 */
export function ExitRulesDialog({ basketId, rules, open, onClose }: Props) {
  const formId = useId();
  const form = useRulesForm(formValuesOfRules(rules));
  const save = useExitRulesChange(
    basketId,
    (input: ExitRulesInput, token) => setExitRules(basketId, input, { token }),
    onClose,
  );
  const close = () => {
    save.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = form.check();
    if (checked.ok) save.mutate(checked.input);
  };
  return (
    <ResponsiveModal
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Exit rules"
      width={EXIT_RULES_DIALOG_WIDTH}
      locked={save.isPending}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={save.isPending} loadingText="Saving">
            Save exit rules
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          <ExitRulesFields
            values={form.values}
            onChange={form.change}
            errors={form.errors}
            // What a percentage comes to is the services' to say (the margin of what the basket
            // holds now, from the broker), and the panel shows it once saved.
            margin={null}
            disabled={save.isPending}
          />
          {save.isError ? (
            <Text fontSize="sm" color="red.300" role="alert" data-testid="exit-rules-error">
              {save.error.message}
            </Text>
          ) : null}
        </Stack>
      </form>
    </ResponsiveModal>
  );
}
