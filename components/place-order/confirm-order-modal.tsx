"use client";

import { Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { placeBasket } from "@/api-clients/bridge/basket-orders";
import { ModalActions } from "@/components/positions/modal-actions";
import { ValueRow } from "@/components/positions/value-row";
import { readSessionToken } from "@/components/session/client-session-token";
import { ResponsiveModal } from "@/components/ui/responsive-modal";
import type { ExitRulesInput } from "@/lib/exit-rules/exit-rules-wire";
import { formatRupees } from "@/lib/money/format-rupees";
import type { Paise } from "@/lib/money/paise";
import { exitRulesSummary } from "@/lib/track/exit-rule-lines";
import { lotsLabel } from "@/lib/track/format";

export interface OrderToConfirm {
  strategyId: string;
  name: string;
  lots: number;
  legs: number;
  required: Paise;
  fee: Paise;
  /** The trader's exit rules, sent with the order; null: none. */
  exitRules: ExitRulesInput | null;
  /** Made when this confirmation opened: every send from it carries the same key. */
  idempotencyKey: string;
}

interface Props {
  order: OrderToConfirm;
  onClose: () => void;
  onPlaced: (basketId: string) => void;
}

/**
 * The last look before money moves. Confirm sends the order with the confirmation's key, so a
 * double click, or confirming again after a lost answer, still places one basket.
 */
export function ConfirmOrderModal({ order, onClose, onPlaced }: Props) {
  const place = useMutation({
    mutationFn: (confirmed: OrderToConfirm) =>
      placeBasket(
        {
          strategyId: confirmed.strategyId,
          lots: confirmed.lots,
          idempotencyKey: confirmed.idempotencyKey,
          exitRules: confirmed.exitRules ?? undefined,
        },
        { token: readSessionToken() },
      ),
    onSuccess: (result) => onPlaced(result.basket_id),
  });
  const close = () => {
    place.reset();
    onClose();
  };
  return (
    <ResponsiveModal
      open
      onOpenChange={(open) => (open ? undefined : close())}
      title="Confirm order"
      locked={place.isPending}
      footer={
        <ModalActions
          onCancel={close}
          onConfirm={() => place.mutate(order)}
          pending={place.isPending}
          label="Confirm & Place"
          pendingLabel="Placing"
          testId="confirm-place"
        />
      }
    >
      <Stack gap="3">
        <Text>
          Place <strong>{order.name}</strong>: {lotsLabel(order.lots)}, {order.legs} legs at market
          price through your broker.
        </Text>
        <Stack gap="1.5" p="3" rounded="lg" bg="bg.muted">
          <ValueRow label="Margin blocked">{formatRupees(order.required)}</ValueRow>
          <ValueRow label="Tradebox fee">
            {order.fee === 0 ? "Free" : formatRupees(order.fee)}
          </ValueRow>
        </Stack>
        {order.exitRules ? (
          <Text fontSize="sm" data-testid="confirm-exit-rules">
            <strong>Exit rules:</strong> {exitRulesSummary(order.exitRules).join(" · ")}
          </Text>
        ) : null}
        <Text fontSize="xs" color="fg.muted">
          Hedge (BUY) legs go first. Market orders fill at the prices of the moment, which may
          differ from those shown.
        </Text>
        {place.isError ? (
          <Text fontSize="sm" color="red.300" role="alert" data-testid="place-error">
            {place.error.message}
          </Text>
        ) : null}
      </Stack>
    </ResponsiveModal>
  );
}
