// One Lighthouse run (mobile defaults) and the bench's summary of several.
import lighthouse from "lighthouse";
import { z } from "zod";
import { lcpBreakdown, type LcpBreakdown } from "./lcp-breakdown";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
export type Scores = Record<Category, number>;

/**
 * How Lighthouse slows the page: `simulate` (its default) loads it at full speed and works out
 * the phone's timings from the load's graph; `devtools` has Chrome slow its own network and CPU,
 * so every figure is as observed.
 */
export type Throttling = "simulate" | "devtools";

export interface Audit {
  scores: Scores;
  /** Largest Contentful Paint, simulated on Lighthouse's throttled phone (ms). */
  lcpMs: number;
  /** Total Blocking Time, the same way (ms). */
  tbtMs: number;
  /** The LCP's element and phases; null when Lighthouse could not tell. */
  lcp: LcpBreakdown | null;
  /** The weighted audits under 0.9 that pulled a category down, as 'category: title (value)'. */
  failing: string[];
  /** Lighthouse's CPU benchmark of this machine at the time (a quiet desktop: 1,000 or more). */
  benchmarkIndex: number;
  /** JavaScript transferred by the page's load (compressed bytes, as the network carried it). */
  scriptBytes: number;
  /** Each script the load fetched, largest first. */
  scripts: ScriptLoad[];
  /**
   * The scripts that finished loading before the largest paint as observed (at full speed).
   * Simulated, the LCP counts each of them (downloaded over the phone's network, then run)
   * unless the trace shows a long task running it after the paint.
   */
  scriptsBeforeLcp: number;
}

const networkItems = z.array(
  z.looseObject({
    url: z.string(),
    resourceType: z.string().optional(),
    transferSize: z.number(),
    networkEndTime: z.number().optional(),
  }),
);
/** The `metrics` audit's details: the observed timings first, then Lighthouse's own notes. */
const observedMetrics = z.object({
  items: z
    .array(z.looseObject({ observedLargestContentfulPaint: z.number().optional() }))
    .nonempty(),
});

export interface ScriptLoad {
  url: string;
  bytes: number;
  /** When it finished loading, ms after the navigation began (as observed). */
  endMs: number;
}

/** The scripts of a run's `network-requests` audit, largest first. */
function scriptsOf(details: unknown): ScriptLoad[] {
  const items = networkItems.parse((details as { items?: unknown } | undefined)?.items ?? []);
  return items
    .filter((item) => item.resourceType === "Script")
    .map((item) => ({
      url: item.url,
      bytes: item.transferSize,
      endMs: item.networkEndTime ?? Number.POSITIVE_INFINITY,
    }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** How many of `scripts` finished loading before the LCP observed in a `metrics` audit's details. */
export function scriptsBeforeLcp(scripts: readonly ScriptLoad[], metricsDetails: unknown): number {
  const observed = observedMetrics.safeParse(metricsDetails);
  const lcp = observed.success ? observed.data.items[0]?.observedLargestContentfulPaint : undefined;
  if (lcp === undefined) return 0;
  return scripts.filter((script) => script.endMs <= lcp).length;
}

export async function audit(
  url: string,
  port: number,
  throttling: Throttling = "simulate",
): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
    throttlingMethod: throttling,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, environment } = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
  ) as Scores;
  const failing = CATEGORIES.flatMap((c) =>
    (categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => {
        const found = audits[ref.id];
        return `${c}: ${found?.title} (${found?.displayValue ?? found?.score})`;
      }),
  );
  const scripts = scriptsOf(audits["network-requests"]?.details);
  const scriptBytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
  return {
    scores,
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    lcp: lcpBreakdown(audits["largest-contentful-paint-element"]?.details),
    failing,
    benchmarkIndex: environment.benchmarkIndex,
    scriptBytes,
    scripts,
    scriptsBeforeLcp: scriptsBeforeLcp(scripts, audits["metrics"]?.details),
  };
}

/**
 * Several runs of one page as one: the median score of each category, LCP and TBT, the LCP's
 * element and phases of the run whose LCP is the median (or nearest it), and the failing audits
 * of the run whose performance is the median (other runs' timings would only add noise).
 */
export function summarise(runs: readonly Audit[]): Audit {
  const middle = <T>(values: readonly T[], by: (value: T) => number): T =>
    [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, middle(runs, (run) => run.scores[c]).scores[c]]),
  ) as Scores;
  const typical = middle(runs, (run) => run.scores.performance);
  const medianLcp = middle(runs, (run) => run.lcpMs);
  // Lighthouse loses the element in some runs (replaced as the page hydrates): the breakdown of
  // the run nearest the median LCP that has one.
  const lcp = [...runs]
    .filter((run) => run.lcp)
    .sort((a, b) => Math.abs(a.lcpMs - medianLcp.lcpMs) - Math.abs(b.lcpMs - medianLcp.lcpMs))[0];
  const benchmarkIndex = middle(runs, (run) => run.benchmarkIndex).benchmarkIndex;
  // A page's scripts are the same every run; the largest load is the one a budget must hold.
  const heaviest = [...runs].sort((a, b) => b.scriptBytes - a.scriptBytes)[0]!;
  return {
    scores,
    lcpMs: medianLcp.lcpMs,
    tbtMs: middle(runs, (run) => run.tbtMs).tbtMs,
    lcp: lcp?.lcp ?? null,
    failing: typical.failing,
    benchmarkIndex,
    scriptBytes: heaviest.scriptBytes,
    scripts: heaviest.scripts,
    scriptsBeforeLcp: medianLcp.scriptsBeforeLcp,
  };
}

/** The table of scores, a '!' after each one under its goal (categories without one unmarked). */
export function scoreTable(
  rows: readonly { page: string; scores: Scores }[],
  goals: Partial<Scores>,
) {
  const width = Math.max(4, ...rows.map((row) => row.page.length));
  const lines = [["page".padEnd(width), ...CATEGORIES].join("  ")];
  for (const row of rows) {
    const cells = CATEGORIES.map((c) =>
      `${row.scores[c]}${row.scores[c] < (goals[c] ?? 0) ? "!" : " "}`.padStart(c.length),
    );
    lines.push([row.page.padEnd(width), ...cells].join("  "));
  }
  return lines.join("\n");
}
