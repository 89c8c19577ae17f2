import type { SpanParameters } from "./span-parameters";
import { scenarioGrid } from "./span-scenarios";
import type { ValuedLeg } from "./valued-legs";

/** The parts of one underlying's requirement, in rupees (docs/paper-broker.md). */
export interface SpanBreakdown {
  /** Worst weighted loss of the combined holdings over the scenario grid (≥ 0). */
  scanRisk: number;
  /** Σ signed units × option value now: long options +, short options −. */
  netOptionValue: number;
  /** Short option minimum on the uncovered short option units. */
  shortOptionMinimum: number;
  /** Exposure margin on the uncovered short option units and the futures units. */
  exposure: number;
  /** max(scanRisk − netOptionValue, shortOptionMinimum) + max(netOptionValue, 0) + exposure. */
  total: number;
}

/**
 * Short option units no long option of the same expiry and right covers:
 *   Σ over (expiry, right) of max(0, short units − long units).
 * A covered short (a spread's short leg) has a loss capped by the long, which the scan already
 * prices; exposure and the short option minimum are for the shorts whose loss is not capped.
 */
export function uncoveredShortUnits(legs: readonly ValuedLeg[]): number {
  const books = new Map<string, { short: number; long: number }>();
  for (const { instrument, signedQuantity } of legs) {
    if (instrument.type === "fut") continue;
    const key = `${instrument.expiry}/${instrument.type}`;
    const book = books.get(key) ?? { short: 0, long: 0 };
    if (signedQuantity < 0) book.short -= signedQuantity;
    else book.long += signedQuantity;
    books.set(key, book);
  }
  return [...books.values()].reduce((sum, b) => sum + Math.max(0, b.short - b.long), 0);
}

/** Worst weighted loss over the grid: max(0, max_s weight_s × Σ units × (V_now − V_s)). */
export function scanRisk(
  legs: readonly ValuedLeg[],
  spot: number,
  parameters: SpanParameters,
): number {
  const losses = scenarioGrid(parameters).map((scenario) => {
    const scenarioSpot = spot * (1 + scenario.priceMove);
    const loss = legs.reduce(
      (sum, leg) =>
        sum +
        leg.signedQuantity * (leg.valueNow - leg.valueAt(scenarioSpot, scenario.volatilityShift)),
      0,
    );
    return scenario.weight * loss;
  });
  return Math.max(0, ...losses);
}

/**
 * SPAN-like requirement of one underlying's holdings (CME SPAN's structure, our parameters):
 *   span = max(scanRisk − NOV, short option minimum)
 *   total = span + max(NOV, 0) + exposure
 * NOV (net option value) is what the options are worth now: a short's value must be bought back
 * (it adds to the requirement), a long's value is the premium the buyer pays, and it already
 * covers the long's own scan loss, so long options alone need exactly their premium.
 */
export function spanRequirement(
  legs: readonly ValuedLeg[],
  spot: number,
  parameters: SpanParameters,
): SpanBreakdown {
  const risk = scanRisk(legs, spot, parameters);
  const netOptionValue = legs
    .filter((leg) => leg.instrument.type !== "fut")
    .reduce((sum, leg) => sum + leg.signedQuantity * leg.valueNow, 0);
  const uncovered = uncoveredShortUnits(legs);
  const futuresUnits = legs
    .filter((leg) => leg.instrument.type === "fut")
    .reduce((sum, leg) => sum + Math.abs(leg.signedQuantity), 0);
  const shortOptionMinimum = parameters.shortOptionMinimumRate * spot * uncovered;
  const exposure = parameters.exposureRate * spot * (uncovered + futuresUnits);
  const span = Math.max(risk - netOptionValue, shortOptionMinimum);
  return {
    scanRisk: risk,
    netOptionValue,
    shortOptionMinimum,
    exposure,
    total: span + Math.max(netOptionValue, 0) + exposure,
  };
}
