import type { AdjustmentPreviewWire } from "../basket/user-basket-wire";
import { parseRupees } from "../money/parse-rupees";
import { subtractPaise, type Paise } from "../money/paise";

type PreviewLeg = AdjustmentPreviewWire["exit_legs"][number];

/** One order of an adjustment as the trader reads it. */
export interface AdjustmentLeg {
  token: number;
  prettyName: string;
  side: PreviewLeg["transaction_type"];
  units: number;
  /** Units ÷ lot size; fractional only if the broker's lot size changed since entry. */
  lots: number;
}

export interface AdjustmentSummary {
  exitLegs: AdjustmentLeg[];
  enterLegs: AdjustmentLeg[];
  currentMargin: Paise;
  newMargin: Paise;
  /** new − current: positive when the adjusted basket blocks more. */
  marginChange: Paise;
}

function leg(wire: PreviewLeg): AdjustmentLeg {
  return {
    token: wire.instrument_token,
    prettyName: wire.pretty_name,
    side: wire.transaction_type,
    units: wire.quantity,
    lots: wire.quantity / wire.lot_size,
  };
}

/** GET /basket/adjustment as the adjust screen shows it, money in paise. */
export function adjustmentSummary(preview: AdjustmentPreviewWire): AdjustmentSummary {
  const currentMargin = parseRupees(preview.current_margin);
  const newMargin = parseRupees(preview.new_margin);
  return {
    exitLegs: preview.exit_legs.map(leg),
    enterLegs: preview.enter_legs.map(leg),
    currentMargin,
    newMargin,
    marginChange: subtractPaise(newMargin, currentMargin),
  };
}
