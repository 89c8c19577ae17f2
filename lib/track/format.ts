import { MONTHS } from "../format/display-figures";
import { formatRupees } from "../money/format-rupees";
import type { Paise } from "../money/paise";

/** India's offset from UTC: +05:30 all year (no daylight saving since 1945). */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * An instant in India time, as the trader's broker shows it: '12 Jan 2026, 9:45 am'. Written by
 * hand, the text of Intl's en-IN format in Asia/Kolkata but for the month's one spelling
 * (format.test.ts compares them): making that formatter loads the locale's and the zone's data,
 * a long task on a phone as a basket's page first draws, and ICU versions spell September
 * differently, so the server's and the browser's text could differ.
 */
export function formatIndiaDateTime(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return "—";
  const india = new Date(time + INDIA_OFFSET_MS);
  const hours = india.getUTCHours();
  const minutes = String(india.getUTCMinutes()).padStart(2, "0");
  const date = `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
  return `${date}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "am" : "pm"}`;
}

/** A P&L figure with its sign, in the spec's currency format: '+₹1,250.00', '-₹80.50', '₹0.00'. */
export function formatPnl(amount: Paise): string {
  return amount > 0 ? `+${formatRupees(amount)}` : formatRupees(amount);
}

/** A percentage with its sign and 2 decimals: '+2.45%', '-0.80%'; '—' when unknown. */
export function formatPercent(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return "—";
  const fixed = Math.abs(value).toFixed(2);
  if (fixed === "0.00") return "0.00%";
  return `${value > 0 ? "+" : "-"}${fixed}%`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A holding period, two largest units: '3 d 4 h', '2 h 15 m', '45 m'; under a minute '< 1 m'. */
export function formatDuration(ms: number): string {
  if (ms < MINUTE) return "< 1 m";
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  const minutes = Math.floor((ms % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} m` : `${hours} h`;
  return `${minutes} m`;
}

/** 'P&L' colour token by sign: profit green, loss red, flat muted. */
export function pnlColor(amount: number): "profit" | "loss" | "fg.muted" {
  return amount > 0 ? "profit" : amount < 0 ? "loss" : "fg.muted";
}

/** '1 lot', '3 lots'. */
export function lotsLabel(lots: number): string {
  return `${lots} lot${lots === 1 ? "" : "s"}`;
}
