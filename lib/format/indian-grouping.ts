/**
 * A whole number's digits in Indian grouping, as en-IN writes them: the last three, then pairs
 * ('12345678' → '1,23,45,678'). Done by hand rather than by Intl: the first en-IN formatter a page
 * makes loads the locale's data, a long task on a phone as Track first draws its P&L.
 */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs: string[] = [];
  // The head in pairs from the right; an odd length leaves one digit in front.
  for (let end = head.length; end > 0; end -= 2)
    pairs.unshift(head.slice(Math.max(0, end - 2), end));
  return `${pairs.join(",")},${digits.slice(-3)}`;
}

/**
 * A whole number of hundredths (paise, or a figure × 100), not negative, as en-IN writes it:
 * 12345678 → '1,23,456.78'; "trim" drops trailing zero decimals (1250 → '12.5', 1200 → '12').
 */
export function indianHundredths(hundredths: number, fraction: "fixed" | "trim"): string {
  const digits = String(hundredths).padStart(3, "0");
  const cents = digits.slice(-2);
  const decimals = fraction === "fixed" ? cents : cents.replace(/0+$/, "");
  return `${groupIndianDigits(digits.slice(0, -2))}${decimals ? `.${decimals}` : ""}`;
}
