import type { ChargeLine } from "./contract-note";

/** Each charge as a breakdown names it, in a contract note's order. */
export const CHARGE_LINE_LABELS: Readonly<Record<ChargeLine, string>> = {
  brokerage: "Brokerage",
  stt: "STT",
  exchangeTransaction: "Exchange transaction charge",
  ipft: "NSE IPFT",
  sebiFee: "SEBI fee",
  stampDuty: "Stamp duty",
  gst: "GST",
};

export const TRADEBOX_FEE_LABEL = "Tradebox fee (incl. GST)";

/** How the figures are computed, said under every breakdown. */
export const CHARGES_NOTE =
  "As your broker's contract notes take them: STT to the rupee, the rest to the paisa, at the rates in force on each trade date.";
