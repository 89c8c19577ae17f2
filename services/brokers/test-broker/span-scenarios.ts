import type { SpanParameters } from "./span-parameters";

/** One what-if of the grid: the index moved by a fraction, every σ shifted, the loss weighted. */
export interface Scenario {
  /** Move of the index as a fraction of it (−0.06 = down 6%). */
  priceMove: number;
  /** Absolute change of every option's σ. */
  volatilityShift: number;
  /** Share of the scenario's loss that counts. */
  weight: number;
}

const SCAN_FRACTIONS = [0, 1 / 3, -1 / 3, 2 / 3, -2 / 3, 1, -1];

/**
 * SPAN's 16 risk scenarios (CME SPAN, 'risk arrays'): the index unchanged, up and down 1/3, 2/3
 * and 3/3 of the price scan range, each with volatility up and down by the volatility scan
 * (14 scenarios, full weight), plus the extreme moves ± extremeMoveMultiple × range at
 * unchanged volatility, counted at extremeMoveWeight.
 */
export function scenarioGrid(parameters: SpanParameters): Scenario[] {
  const range = parameters.priceScanRange;
  const scan = parameters.volatilityScan;
  const regular = SCAN_FRACTIONS.flatMap((fraction) =>
    [scan, -scan].map((volatilityShift) => ({
      priceMove: fraction * range,
      volatilityShift,
      weight: 1,
    })),
  );
  const extreme = [1, -1].map((sign) => ({
    priceMove: sign * parameters.extremeMoveMultiple * range,
    volatilityShift: 0,
    weight: parameters.extremeMoveWeight,
  }));
  return [...regular, ...extreme];
}
