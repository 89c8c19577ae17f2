import type { IsoDate } from "../market/calendar-date";
import { percentRate, type Rate } from "../money/apply-rate";

/**
 * The statutory and exchange charges on a trade in NSE index options, each as a dated list of
 * the rates it has had: a trade is charged at the rates in force on its trade date (India's
 * date). docs/charges.md gives each source in full and says how to add a change.
 */
export const CHARGES = [
  "stt",
  "exerciseStt",
  "exchangeTransaction",
  "ipft",
  "sebiFee",
  "stampDuty",
  "gst",
] as const;
export type Charge = (typeof CHARGES)[number];

/** One rate of one charge: a percentage, from the day it took effect, with its authority. */
export interface DatedRate {
  /** Percent, as a decimal string held exactly ("0.03503" is 0.03503 %). */
  percent: string;
  /** The first trade date (India's) the rate applies to. */
  from: IsoDate;
  /** The act, circular or order that set it. */
  source: string;
}

/** Every charge's rates, oldest first. The first rate of each is the oldest this table knows. */
export const CHARGE_RATES: Readonly<Record<Charge, readonly DatedRate[]>> = {
  stt: [
    {
      percent: "0.0625",
      from: "2023-04-01",
      source: "Finance Act, 2023 (s.98, Finance (No.2) Act, 2004)",
    },
    { percent: "0.1", from: "2024-10-01", source: "Finance (No.2) Act, 2024" },
    { percent: "0.15", from: "2026-04-01", source: "Finance Act, 2026" },
  ],
  exerciseStt: [
    { percent: "0.125", from: "2023-04-01", source: "Finance Act, 2016 (on intrinsic value)" },
    { percent: "0.15", from: "2026-04-01", source: "Finance Act, 2026" },
  ],
  exchangeTransaction: [
    {
      percent: "0.05",
      from: "2023-04-01",
      source: "NSE's equity options charge before 1 Oct 2024 (top slab)",
    },
    {
      percent: "0.03503",
      from: "2024-10-01",
      source:
        "NSE's flat charge of ₹35.03 per lakh of premium, after SEBI's circular of 1 Jul 2024",
    },
  ],
  ipft: [
    { percent: "0.0005", from: "2023-04-01", source: "NSE circular NSE/FA/56129 (24 Mar 2023)" },
  ],
  sebiFee: [
    {
      percent: "0.0001",
      from: "2023-04-01",
      source: "SEBI (Payment of Fees) (Amendment) Regulations, 2019: ₹10 per crore",
    },
  ],
  stampDuty: [
    {
      percent: "0.003",
      from: "2023-04-01",
      source: "Indian Stamp Act, 1899, as amended by the Finance Act, 2019 (from 1 Jul 2020)",
    },
  ],
  gst: [{ percent: "18", from: "2023-04-01", source: "CGST/IGST Acts, 2017: financial services" }],
};

/** The rate of `charge` in force on `tradeDate`; throws for a date before the table's first. */
export function rateOn(charge: Charge, tradeDate: IsoDate): DatedRate {
  const rates = CHARGE_RATES[charge];
  const inForce = rates.filter((rate) => rate.from <= tradeDate).at(-1);
  if (!inForce) {
    throw new RangeError(
      `No ${charge} rate is known for ${tradeDate} (the table starts ${rates[0]!.from})`,
    );
  }
  return inForce;
}

/** Every charge's rate in force on `tradeDate`. */
export function ratesOn(tradeDate: IsoDate): Readonly<Record<Charge, Rate>> {
  return Object.fromEntries(
    CHARGES.map((charge) => [charge, percentRate(rateOn(charge, tradeDate).percent)]),
  ) as Record<Charge, Rate>;
}
