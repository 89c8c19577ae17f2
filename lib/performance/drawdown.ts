/** Growth levels closer than this (relative) count as equal: 1.1 × 0.8 × 1.25 is back at 1.1. */
const RELATIVE_TOLERANCE = 1e-12;

export interface Drawdown {
  /** max_drawdown, in percent (a positive number: 20 means 20% below the peak). */
  percent: number;
  /** max_drawdown_recovery: periods from the trough until the peak is reached again. */
  recoveryPeriods: number | null;
}

/**
 * Over a growth curve G₀…Gₙ (growth.ts), with Pₜ = max(G₀…Gₜ) the running peak:
 * - max_drawdown = maxₜ (Pₜ − Gₜ) / Pₜ × 100, the deepest fall below an earlier peak; 0 if none.
 * - max_drawdown_recovery = r − t*, where t* is the (first) trough of that deepest fall and r the
 *   first later index with Gᵣ ≥ P_t*; 0 when there was no fall; null when not yet recovered.
 * G₀ = 1 is the starting capital, so a loss in the first period is a drawdown too.
 */
export function maxDrawdown(curve: readonly number[]): Drawdown {
  let peak = curve[0] ?? 1;
  let worst = { percent: 0, trough: -1, peak };
  curve.forEach((level, index) => {
    peak = Math.max(peak, level);
    const percent = peak > 0 ? ((peak - level) / peak) * 100 : 0;
    if (percent > worst.percent) worst = { percent, trough: index, peak };
  });
  if (worst.trough < 0) return { percent: 0, recoveryPeriods: 0 };
  const recovery = curve.findIndex(
    (level, index) => index > worst.trough && level >= worst.peak * (1 - RELATIVE_TOLERANCE),
  );
  return { percent: worst.percent, recoveryPeriods: recovery < 0 ? null : recovery - worst.trough };
}
