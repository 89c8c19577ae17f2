import type { BrokerRecord } from "../brokers";
import { formatRupees } from "./format-rupees";
import { parseRupees } from "./parse-rupees";
import { wholeRupees, type Paise } from "./paise";
import {
  BASE_TRADEBOX_FEE_RUPEES,
  discountPercent,
  feePerOrderWithGst,
  GST_PERCENT,
} from "./tradebox-fees";

interface PlanCardBase {
  /** 'Exclusive {nickname} Plan' (spec §2, screen 8). */
  title: string;
}

/** Fee 0: the service is provided free of cost through the broker. */
export interface FreePlanCard extends PlanCardBase {
  free: true;
}

/** Fee above 0: the discount against the base fee and what each order costs. */
export interface PaidPlanCard extends PlanCardBase {
  free: false;
  /** ₹25, 'per Tradebox order'. */
  basePrice: Paise;
  /** round((1 − fee / 25) × 100). */
  discountPercent: number;
  /** The broker's fee, before GST. */
  finalPrice: Paise;
  gstPercent: number;
  /** finalPrice + GST: what is deducted when an order is placed. */
  finalPriceWithGst: Paise;
}

export type PlanCard = FreePlanCard | PaidPlanCard;

/** The figures of the current plan card (spec §2 screen 8) for a broker from the catalogue. */
export function planCardFor(broker: Pick<BrokerRecord, "nickname" | "tradeboxFees">): PlanCard {
  const title = `Exclusive ${broker.nickname} Plan`;
  const fee = broker.tradeboxFees;
  if (fee === 0) return { title, free: true };
  return {
    title,
    free: false,
    basePrice: wholeRupees(BASE_TRADEBOX_FEE_RUPEES),
    discountPercent: discountPercent(fee),
    finalPrice: parseRupees(fee),
    gstPercent: GST_PERCENT,
    finalPriceWithGst: feePerOrderWithGst(fee),
  };
}

export interface PlanCardRow {
  label: string;
  value: string;
  caption?: string;
}

/** The card's table: Base Price ('per Tradebox order'), User Discount, Final Price. */
export function planCardRows(card: PaidPlanCard): PlanCardRow[] {
  return [
    { label: "Base Price", value: formatRupees(card.basePrice), caption: "per Tradebox order" },
    { label: "User Discount", value: `${card.discountPercent}%` },
    { label: "Final Price", value: formatRupees(card.finalPrice) },
  ];
}
