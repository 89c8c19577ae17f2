import type { MarketTrend } from "../../lib/domain/enums";
import type { PayoffDataWire } from "../../lib/payoff/wire";

/** Background colours by market trend (our own palette). */
const TREND_COLOURS: Readonly<Record<MarketTrend, readonly [string, string]>> = {
  UP: ["#0f766e", "#22c55e"],
  DOWN: ["#9f1239", "#f97316"],
  NEUTRAL: ["#1e3a8a", "#6366f1"],
  UP_OR_DOWN: ["#6b21a8", "#ec4899"],
  ALL: ["#334155", "#0ea5e9"],
};

const WIDTH = 320;
const HEIGHT = 180;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The payoff's series as an SVG polyline across the card, profit up. */
function payoffPath(payoff: PayoffDataWire): string {
  const points = payoff.series.filter(
    (_, i, all) => i % Math.max(1, Math.floor(all.length / 80)) === 0,
  );
  const profits = points.map((p) => p.profit);
  const low = Math.min(...profits, 0);
  const high = Math.max(...profits, 0);
  const span = high - low || 1;
  return points
    .map((p, i) => {
      const x = 16 + (i / Math.max(1, points.length - 1)) * (WIDTH - 32);
      const y = 40 + (1 - (p.profit - low) / span) * (HEIGHT - 70);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(" ");
}

/**
 * A tradebox's card image, generated: a trend-coloured gradient, the payoff at expiry drawn as a
 * line, and the underlying's name. Returned as a data: URL, so nothing binary is stored.
 */
export function displayImage(title: string, trend: MarketTrend, payoff: PayoffDataWire): string {
  const [from, to] = TREND_COLOURS[trend];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="16" fill="url(#g)"/>` +
    `<polyline points="${payoffPath(payoff)}" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round" opacity="0.9"/>` +
    `<text x="16" y="28" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff">${escapeXml(title)}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
