import { BoundTiles } from "@/components/risk/bound-tiles";
import type { PayoffChart } from "@/lib/payoff/profile-payoff-chart";
import { profitZones } from "@/lib/payoff/profit-zones";
import { formatIndexPoints, formatIsoDate } from "@/lib/format/display-figures";
import { FIGURE_GRIDS, FigureTile } from "@/components/ui/figure-tile";
import { FirstScreenMark } from "@/components/layout/first-screen-mark";
import { PayoffWhatIf } from "./payoff-what-if";
import styles from "./payoff-section.module.css";
import { ProfileSection } from "./profile-section";

const SWATCHES = {
  expiry: styles.line,
  today: `${styles.line} ${styles.today}`,
  breakEven: styles.dot,
  spot: `${styles.line} ${styles.spot}`,
};

function LegendItem({ swatch, label }: { swatch: keyof typeof SWATCHES; label: string }) {
  return (
    <span className={styles.legendItem}>
      <span className={SWATCHES[swatch]} />
      <span>{label}</span>
    </span>
  );
}

function Legend({ hasToday, hasSpot }: { hasToday: boolean; hasSpot: boolean }) {
  return (
    <div className={styles.legend} aria-hidden>
      <LegendItem swatch="expiry" label="At expiry" />
      {hasToday && <LegendItem swatch="today" label="Today (T+0)" />}
      <LegendItem swatch="breakEven" label="Break-even" />
      {hasSpot && <LegendItem swatch="spot" label="Spot" />}
    </div>
  );
}

/**
 * The basket's payoff: maximum profit and loss ('Unlimited' where the payoff data says so),
 * the break-evens and the spot as text (read by crawlers and screen readers), and the chart.
 */
export function PayoffSection({ chart, underlying }: { chart: PayoffChart; underlying: string }) {
  const breakEvens = chart.breakEvenPoints;
  const expiry = formatIsoDate(chart.expiryDate);
  return (
    <ProfileSection
      title="Payoff"
      subtitle={`Profit or loss of the whole basket across ${underlying} prices: at expiry (${expiry})${chart.hasToday ? " and today" : ""}.`}
      aside={<Legend hasToday={chart.hasToday} hasSpot={chart.underlyingPrice !== null} />}
    >
      <FirstScreenMark />
      <div className={FIGURE_GRIDS.payoff} data-testid="payoff-figures">
        <BoundTiles bounds={chart} size="lg" />
        <FigureTile
          label={breakEvens.length === 1 ? "Break-even" : "Break-evens"}
          size="lg"
          value={
            breakEvens.length === 0 ? (
              "None"
            ) : (
              <span className={styles.breakEvens}>
                {breakEvens.map((p) => (
                  <span key={p.strike}>{formatIndexPoints(p.strike)}</span>
                ))}
              </span>
            )
          }
          detail={profitZones(breakEvens, formatIndexPoints) ?? undefined}
        />
        {chart.underlyingPrice !== null && (
          <FigureTile
            label="Spot"
            size="lg"
            value={formatIndexPoints(chart.underlyingPrice)}
            detail={`${underlying} when the basket was built`}
          />
        )}
      </div>
      <PayoffWhatIf
        chart={{
          points: chart.points,
          from: chart.from,
          to: chart.to,
          breakEvens: breakEvens.map((p) => p.strike),
          underlyingPrice: chart.underlyingPrice,
          hasToday: chart.hasToday,
        }}
        model={chart.whatIf}
        underlying={underlying}
      />
      <p className={styles.note}>
        Prices from {formatIndexPoints(chart.from)} to {formatIndexPoints(chart.to)} (97% of the
        lowest strike to 103% of the highest).
        {chart.hasToday &&
          " Today's curve prices each leg at the volatility its entry price implies; market prices will differ."}
      </p>
    </ProfileSection>
  );
}
