/**
 * An exact decimal number: `coefficient × 10^exponent`, with the coefficient an arbitrary-size
 * integer. Amounts and rates are parsed into this form so that no binary floating point sits
 * between the text a server sent ("123.45", 0.18) and the integer paise we compute with.
 */
export interface ExactDecimal {
  coefficient: bigint;
  exponent: number;
}

export class DecimalParseError extends Error {
  override name = "DecimalParseError";
  constructor(
    readonly input: unknown,
    reason: string,
  ) {
    super(`Not a number: ${JSON.stringify(input)} (${reason})`);
  }
}

/** Sign, digits, optional fraction, optional exponent: "12", "-0.05", ".5", "1e-7", "+3E2". */
const PLAIN_DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Reads a number or a numeric string as an exact decimal.
 *
 * A JavaScript number is read through `String(n)`, its shortest round-trip decimal, so 123.45 is
 * exactly 12345 × 10^-2 (not the binary 123.4500000000000028…). Strings are trimmed and must be
 * plain numbers: thousands separators, currency signs and words are refused rather than guessed.
 */
export function parseDecimal(input: number | string): ExactDecimal {
  if (typeof input === "number" && !Number.isFinite(input)) {
    throw new DecimalParseError(input, "not a finite number");
  }
  const text = typeof input === "number" ? String(input) : input.trim();
  if (text === "") throw new DecimalParseError(input, "empty");
  const match = PLAIN_DECIMAL.exec(text);
  const [, sign, whole = "", fraction = "", exponent = "0"] = match ?? [];
  if (!match || whole + fraction === "") {
    throw new DecimalParseError(input, "expected digits with an optional '.' and exponent");
  }
  const magnitude = BigInt(whole + fraction);
  return {
    coefficient: sign === "-" ? -magnitude : magnitude,
    exponent: Number(exponent) - fraction.length,
  };
}

/** `10^power` as a bigint, for power ≥ 0. */
export function powerOfTen(power: number): bigint {
  return 10n ** BigInt(power);
}
