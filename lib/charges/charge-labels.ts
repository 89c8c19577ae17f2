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

/**
 * What a tradebox's published performance leaves out (issue #29): a trader's own costs depend on
 * their broker and their orders, so the profile's figures are before them.
 */
export const PERFORMANCE_CHARGES_NOTE =
  "Figures are before charges: brokerage, STT, exchange and SEBI fees, stamp duty and GST come out of a trader's own returns.";
