/** The drill's closing figures: rounds, kills, convergence percentiles, violations. */
export interface DrillFigures {
  label: string;
  seed: number;
  rounds: number;
  kills: number;
  /** Per round: ms from the restarted process listening to every basket agreeing with the broker. */
  convergenceMs: number[];
  violations: string[];
  elapsedMs: number;
}

/** The q-quantile (nearest rank) of the values; 0 for none. */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

export function formatFigures(figures: DrillFigures): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return [
    `chaos drill ${figures.label}: seed ${figures.seed}`,
    `  rounds ${figures.rounds}, kills ${figures.kills}, ${ms(figures.elapsedMs)} in all`,
    `  convergence p50 ${ms(percentile(figures.convergenceMs, 0.5))}, p99 ${ms(percentile(figures.convergenceMs, 0.99))}, max ${ms(Math.max(0, ...figures.convergenceMs))}`,
    `  violations ${figures.violations.length}`,
    ...figures.violations.map((violation) => `    ${violation}`),
  ].join("\n");
}
