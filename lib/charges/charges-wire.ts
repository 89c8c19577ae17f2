import * as z from "../validation/zod";
import { paiseToRupeesNumber, parseRupees } from "../money/parse-rupees";
import { CHARGE_LINES, type ChargeBreakdown } from "./contract-note";

/** Each line's name on the wire (the spec's snake case), the total last. */
const WIRE_NAMES = {
  brokerage: "brokerage",
  stt: "stt",
  exchangeTransaction: "exchange_transaction",
  ipft: "ipft",
  sebiFee: "sebi_fee",
  stampDuty: "stamp_duty",
  gst: "gst",
  total: "total",
} as const satisfies Record<keyof ChargeBreakdown, string>;

const rupees = z.number().check(z.minimum(0));

/** A basket's charges so far, line by line, in rupees with paise. */
export const chargesWireSchema = z.object(
  Object.fromEntries(Object.values(WIRE_NAMES).map((name) => [name, rupees])) as Record<
    (typeof WIRE_NAMES)[keyof typeof WIRE_NAMES],
    typeof rupees
  >,
);
export type ChargesWire = z.infer<typeof chargesWireSchema>;

const KEYS = [...CHARGE_LINES, "total"] as const;

export function chargesToWire(charges: ChargeBreakdown): ChargesWire {
  return Object.fromEntries(
    KEYS.map((key) => [WIRE_NAMES[key], paiseToRupeesNumber(charges[key])]),
  ) as ChargesWire;
}

export function chargesFromWire(wire: ChargesWire): ChargeBreakdown {
  return Object.fromEntries(
    KEYS.map((key) => [key, parseRupees(wire[WIRE_NAMES[key]])]),
  ) as unknown as ChargeBreakdown;
}
