"use client";

import { ResponsiveModal } from "@/components/ui/responsive-modal";
import { AdjustPreview } from "./adjust-preview";

interface Props {
  basketId: string;
  broker: string | null;
  open: boolean;
  onClose: () => void;
}

/** The adjust screen in a dialog, for wide screens where the adjust page does not exist. */
export function AdjustModal({ basketId, broker, open, onClose }: Props) {
  return (
    <ResponsiveModal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Adjust tradebox"
      width="480px"
    >
      {open ? <AdjustPreview basketId={basketId} broker={broker} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
