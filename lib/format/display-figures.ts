import { formatRupees } from "../money/format-rupees";
import { parseRupees } from "../money/parse-rupees";
import { decimalText } from "./decimal-text";
import { lazily } from "./lazily";

/**
 * Display formats for figures the services send as plain numbers (rupees, percentages, index
 * points, ISO dates). Deterministic on server and browser alike, so hydration never mismatches.
 */

/** Rupees as a float (a wire figure) in the spec's §9 format: 12236.38 → '₹12,236.38'. */
export function formatRupeeAmount(rupees: number): string {
  return formatRupees(parseRupees(rupees, "half-up"));
}

/** Like formatRupeeAmount with an explicit '+' on gains: 8025 → '+₹8,025.00', −5 → '-₹5.00'. */
export function formatSignedRupeeAmount(rupees: number): string {
  const text = formatRupeeAmount(rupees);
  return rupees > 0 && text !== "₹0.00" ? `+${text}` : text;
}

/** Two decimals exactly, en-IN grouping: percentages and ratios; what rounds to nil has no sign. */
const TWO_DECIMALS = lazily(
  () =>
    new Intl.NumberFormat("en-IN", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: "negative",
    }),
);

/** A percentage given in percent (12.5 means 12.5%), 2 decimals: '12.50%'; signed: '+12.50%'. */
export function formatPercent(percent: number, { signed = false } = {}): string {
  const text = `${twoDecimals(percent)}%`;
  return signed && percent > 0 && text !== "0.00%" ? `+${text}` : text;
}

/** Up to two decimals, en-IN grouping: index levels, strikes, axis figures. */
const UP_TO_TWO_DECIMALS = lazily(
  () => new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 }),
);

const twoDecimals = (value: number) =>
  decimalText(value, { fraction: "fixed", sign: "negative" }, TWO_DECIMALS);
const upToTwoDecimals = (value: number) =>
  decimalText(value, { fraction: "trim", sign: "auto" }, UP_TO_TWO_DECIMALS);

/** An index level or strike, en-IN grouping, up to 2 decimals: 28815.65 → '28,815.65'. */
export function formatIndexPoints(points: number): string {
  return upToTwoDecimals(points);
}

/** A ratio with 2 decimals: 30.2074 → '30.21'. */
export function formatRatio(value: number): string {
  return twoDecimals(value);
}

const AXIS_UNITS = [
  { suffix: "Cr", rupees: 10_000_000 },
  { suffix: "L", rupees: 100_000 },
  { suffix: "K", rupees: 1_000 },
] as const;

/**
 * A chart axis label in Indian units with up to 2 decimals, so evenly spaced ticks read evenly:
 * 175000 → '₹1.75L' (the one-decimal card label would say ₹1.8L), −20000 → '-₹20K', 0 → '₹0'.
 */
export function formatRupeesAxis(rupees: number): string {
  const sign = rupees < 0 ? "-" : "";
  const magnitude = Math.abs(rupees);
  const unit = AXIS_UNITS.find((u) => magnitude >= u.rupees);
  const scaled = unit ? magnitude / unit.rupees : magnitude;
  return `${sign}₹${upToTwoDecimals(scaled)}${unit?.suffix ?? ""}`;
}

/** Short month names, one spelling on every ICU (its en-IN writes September 'Sep' or 'Sept'). */
export const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
];

/**
 * An ISO date (or date-time; only the date part is read) as '29 Dec 2026'. Written out by hand
 * rather than through Intl, whose en-IN month names differ between ICU versions ('Sep'/'Sept').
 */
export function formatIsoDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new RangeError(`not an ISO date: "${date}"`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}
