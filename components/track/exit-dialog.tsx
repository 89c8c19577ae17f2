"use client";

import { Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { exitBasket } from "@/api-clients/bridge/basket-orders";
import { basketKeys } from "@/api-clients/user-strategy/baskets";
import { ModalActions } from "@/components/positions/modal-actions";
import { PnlText } from "@/components/positions/pnl-text";
import { readSessionToken } from "@/components/session/client-session-token";
import { ResponsiveModal } from "@/components/ui/responsive-modal";
import type { Paise } from "@/lib/money/paise";
import type { Position } from "@/lib/track/position";

/** What is being exited: the whole basket, or one leg where the tradebox allows it. */
export type ExitTarget =
  { kind: "basket"; openLegs: number; pnl: Paise } | { kind: "leg"; position: Position };

interface Props {
  basketId: string;
  name: string;
  target: ExitTarget | null;
  onClose: () => void;
}

/** Confirms an exit; the basket then shows EXITING and, as the broker fills, EXITED. */
export function ExitDialog({ basketId, name, target, onClose }: Props) {
  const client = useQueryClient();
  const exit = useMutation({
    mutationFn: (chosen: ExitTarget) =>
      exitBasket(basketId, {
        token: readSessionToken(),
        signalIds: chosen.kind === "leg" ? [chosen.position.id] : undefined,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: basketKeys.details(basketId) });
      void client.invalidateQueries({ queryKey: basketKeys.active() });
      onClose();
    },
  });
  const close = () => {
    exit.reset();
    onClose();
  };
  const title = target?.kind === "leg" ? "Exit this leg?" : "Exit tradebox?";
  return (
    <ResponsiveModal
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={title}
      locked={exit.isPending}
      footer={
        <ModalActions
          onCancel={close}
          onConfirm={() => target && exit.mutate(target)}
          pending={exit.isPending}
          label={target?.kind === "leg" ? "Exit leg" : "Exit tradebox"}
          pendingLabel="Exiting"
          danger
          testId="confirm-exit"
        />
      }
    >
      {target ? (
        <Stack gap="3">
          {target.kind === "basket" ? (
            <Text>
              Square off all {target.openLegs} open legs of <strong>{name}</strong> at market price
              through your broker.
            </Text>
          ) : (
            <Text>
              Square off <strong>{target.position.prettyName}</strong> (
              {Math.abs(target.position.netQuantity)} qty) at market price. The other legs stay
              open.
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            P&L now:{" "}
            <PnlText
              amount={target.kind === "basket" ? target.pnl : target.position.pnl}
              fontWeight="semibold"
            />
            . The final figure depends on the fill prices.
          </Text>
          {exit.isError ? (
            <Text fontSize="sm" color="red.300" role="alert">
              {exit.error.message}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
