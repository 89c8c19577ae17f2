// What Lighthouse says holds a page's Largest Contentful Paint: the element, and the four phases
// its time splits into (its `largest-contentful-paint-element` audit).
import { z } from "zod";

export interface LcpBreakdown {
  /** The element's text as Lighthouse labels it (its snippet when it has none), shortened. */
  element: string;
  /** Milliseconds of the simulated LCP in each phase; load delay and time are 0 for text. */
  phases: { ttfb: number; loadDelay: number; loadTime: number; renderDelay: number };
}

/** How much of the element's label is kept. */
const LABEL_CHARS = 60;

const elementTable = z.object({
  items: z.array(
    z.object({ node: z.looseObject({ nodeLabel: z.string().optional(), snippet: z.string() }) }),
  ),
});
const phaseTable = z.object({ items: z.array(z.object({ timing: z.number() })).length(4) });
const details = z.object({ items: z.tuple([elementTable, phaseTable]) });

/** The breakdown in the audit's details; null when Lighthouse found no LCP or no phases. */
export function lcpBreakdown(auditDetails: unknown): LcpBreakdown | null {
  const parsed = details.safeParse(auditDetails);
  if (!parsed.success) return null;
  const [elements, phases] = parsed.data.items;
  const node = elements.items[0]?.node;
  if (!node) return null;
  const label = (node.nodeLabel || node.snippet).replace(/\s+/g, " ").trim();
  const [ttfb, loadDelay, loadTime, renderDelay] = phases.items.map((phase) => phase.timing);
  return {
    element: label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label,
    phases: { ttfb: ttfb!, loadDelay: loadDelay!, loadTime: loadTime!, renderDelay: renderDelay! },
  };
}

/** 'TTFB 120 · load delay 0 · load time 0 · render delay 640 ms'. */
export function phasesText({ phases }: LcpBreakdown): string {
  const ms = (value: number) => String(Math.round(value));
  return [
    `TTFB ${ms(phases.ttfb)}`,
    `load delay ${ms(phases.loadDelay)}`,
    `load time ${ms(phases.loadTime)}`,
    `render delay ${ms(phases.renderDelay)} ms`,
  ].join(" · ");
}
