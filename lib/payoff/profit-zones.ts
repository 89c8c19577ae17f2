import type { BreakEvenPoint } from "./break-even";

/**
 * Where the expiry payoff is in profit, in words, from its break-evens (ascending, each with
 * the side its profit is on): 'Profit between 24,240 and 24,560', 'Profit below 23,800 or above
 * 24,900'. Null without break-evens (the payoff never changes sign).
 */
export function profitZones(
  breakEvens: readonly BreakEvenPoint[],
  formatPrice: (price: number) => string,
): string | null {
  if (breakEvens.length === 0) return null;
  const zones: string[] = [];
  const first = breakEvens[0]!;
  if (first.profitIs === "below") zones.push(`below ${formatPrice(first.strike)}`);
  breakEvens.forEach((point, i) => {
    const next = breakEvens[i + 1];
    if (point.profitIs !== "above") return;
    zones.push(
      next
        ? `between ${formatPrice(point.strike)} and ${formatPrice(next.strike)}`
        : `above ${formatPrice(point.strike)}`,
    );
  });
  return `Profit ${zones.join(" or ")}`;
}
