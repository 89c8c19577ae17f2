"use client";

import { ResponsiveModal } from "@/components/ui/responsive-modal";
import { routeById } from "@/lib/routing/routes";
import { PlaceOrderFlow } from "./place-order-flow";

interface Props {
  strategyId: string;
  broker: string | null;
  onClose: () => void;
  onPlaced: (basketId: string) => void;
}

// Wider than spec §9's 360 px default: each leg's row carries its side, contract, lots and LTP.
const PLACE_ORDER_MODAL_WIDTH = "560px";

/** Place Order on tablets and desktops (where its page does not exist): the same flow, in a modal. */
export function PlaceOrderModal({ strategyId, broker, onClose, onPlaced }: Props) {
  return (
    <ResponsiveModal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={routeById("placeOrder").title}
      width={PLACE_ORDER_MODAL_WIDTH}
    >
      <PlaceOrderFlow strategyId={strategyId} broker={broker} onPlaced={onPlaced} variant="modal" />
    </ResponsiveModal>
  );
}
