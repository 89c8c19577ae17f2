import styles from "./landing.module.css";

// An iron condor on Nifty, drawn by hand: buy 24,500 PE, sell 24,800 PE, sell 25,200 CE, buy
// 25,500 CE for a 95-point credit. Payoff at expiry in points: -205 beyond the wings, +95 between
// the short strikes, break-evens at 24,705 and 25,295. x: 24,200-25,800 → 0-320; y: +120 to
// -230 points → 0-160.
const x = (spot: number) => ((spot - 24_200) / 1_600) * 320;
const y = (points: number) => ((120 - points) / 350) * 160;
const PAYOFF: [number, number][] = [
  [24_200, -205],
  [24_500, -205],
  [24_800, 95],
  [25_200, 95],
  [25_500, -205],
  [25_800, -205],
];
const line = PAYOFF.map(([s, p]) => `${x(s).toFixed(1)},${y(p).toFixed(1)}`).join(" ");
const area = `0,${y(0).toFixed(1)} ${line} 320,${y(0).toFixed(1)}`;
const ZERO = y(0);
const SPOT = 25_010;

const LEGS = [
  ["Buy", "24,500 PE"],
  ["Sell", "24,800 PE"],
  ["Sell", "25,200 CE"],
  ["Buy", "25,500 CE"],
] as const;

/** The hero's picture of a tradebox: its legs and payoff at expiry. Ours, inline: no request. */
export function PayoffIllustration() {
  return (
    <figure className={`${styles.card} ${styles.heroCard}`}>
      <div className={styles.cardHead}>
        <div>
          <p className={styles.cardTitle}>Nifty Weekly Iron Condor</p>
          <p className={styles.small}>Neutral view · 4 legs · Weekly expiry</p>
        </div>
        <span className={`${styles.pill} ${styles.pillGood}`}>Low risk</span>
      </div>
      {/* Sized by its viewBox and CSS aspect-ratio before anything loads: no layout shift. */}
      <svg
        viewBox="0 0 320 160"
        className={styles.chart}
        role="img"
        aria-label="Payoff at expiry: a limited profit between the break-evens 24,705 and 25,295, a limited loss beyond them"
      >
        <defs>
          <clipPath id="payoff-above">
            <rect x="0" y="0" width="320" height={ZERO} />
          </clipPath>
          <clipPath id="payoff-below">
            <rect x="0" y={ZERO} width="320" height={160 - ZERO} />
          </clipPath>
        </defs>
        <polygon
          points={area}
          fill="var(--chakra-colors-profit)"
          fillOpacity="0.22"
          clipPath="url(#payoff-above)"
        />
        <polygon
          points={area}
          fill="var(--chakra-colors-loss)"
          fillOpacity="0.18"
          clipPath="url(#payoff-below)"
        />
        <line
          x1="0"
          x2="320"
          y1={ZERO}
          y2={ZERO}
          stroke="var(--chakra-colors-border-emphasized)"
          vectorEffect="non-scaling-stroke"
        />
        <line
          x1={x(SPOT)}
          x2={x(SPOT)}
          y1="4"
          y2="156"
          stroke="var(--chakra-colors-fg-subtle)"
          strokeDasharray="3 4"
          vectorEffect="non-scaling-stroke"
        />
        <polyline
          points={line}
          fill="none"
          stroke="var(--chakra-colors-accent-fg)"
          strokeWidth="2.5"
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className={`${styles.axis} ${styles.small}`} aria-hidden>
        <span>24,200</span>
        <span>Spot 25,010</span>
        <span>25,800</span>
      </div>
      <figcaption>
        <ul className={styles.legs} aria-label="Legs">
          {LEGS.map(([side, contract]) => (
            <li key={contract} className={styles.leg}>
              <span className={`${styles.side} ${side === "Buy" ? styles.buy : styles.sell}`}>
                {side}
              </span>
              {contract}
            </li>
          ))}
        </ul>
        <p className={styles.caption}>An illustration of a tradebox, not a recommendation.</p>
      </figcaption>
    </figure>
  );
}
