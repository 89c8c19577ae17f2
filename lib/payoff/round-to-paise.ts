/**
 * Rupees rounded to paise (2 decimals), half away from zero: the edge where the payoff engine's
 * floats become money. Scaling by 100 can land a hair below a half (1.005 × 100 =
 * 100.49999999999999), so the scaled value is first cut to 15 significant digits, which removes
 * that binary noise for any amount under ₹10 trillion. −0 comes back as 0.
 * (A lib/money module with exact paise arithmetic is planned; this is only the float edge.)
 */
export function roundToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`cannot round ${rupees} to paise`);
  const scaled = Number(Math.abs(rupees * 100).toPrecision(15));
  const rounded = (Math.sign(rupees) * Math.round(scaled)) / 100;
  return rounded === 0 ? 0 : rounded;
}
