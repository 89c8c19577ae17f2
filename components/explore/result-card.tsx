import { Activity, ArrowDownRight, ArrowUpRight, Minus, MoveHorizontal } from "lucide-react";
import NextLink from "next/link";
import { RiskBadge } from "@/components/tradebox/risk-badge";
import type { MarketTrend } from "@/lib/domain/enums";
import type { TradeboxCard } from "@/lib/explore/tradebox-card";
import styles from "./results.module.css";

const TREND_ICONS: Readonly<Record<MarketTrend, typeof Activity>> = {
  ALL: MoveHorizontal,
  UP: ArrowUpRight,
  DOWN: ArrowDownRight,
  NEUTRAL: Minus,
  UP_OR_DOWN: Activity,
};

function returnTone(value: number | null): "profit" | "loss" | "neutral" {
  if (value === null || value === 0) return "neutral";
  return value > 0 ? "profit" : "loss";
}

/**
 * One explore result (spec §2 screen 9): image, name, risk badge, market trend, margin required
 * and the last-3 compounded return; the whole card opens the profile. Phones get a compact row
 * (thumbnail beside the name) so a page of twelve stays scannable. Plain server HTML: nothing
 * in it needs the browser.
 */
export function ResultCard({ card, lazyImage }: { card: TradeboxCard; lazyImage: boolean }) {
  const TrendIcon = TREND_ICONS[card.trend];
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <div className={styles.thumb}>
          {/* Analysts' images come from anywhere; next/image would need each host listed. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={card.image} alt="" loading={lazyImage ? "lazy" : "eager"} decoding="async" />
        </div>
        <div className={styles.title}>
          <h3 className={styles.name}>
            <NextLink href={card.href} className={styles.link}>
              {card.name}
            </NextLink>
          </h3>
          <p className={styles.meta}>
            {card.underlying} · {card.frequency}
          </p>
        </div>
      </div>
      <div className={styles.badges}>
        <RiskBadge risk={card.risk} />
        <span className={styles.trend}>
          <TrendIcon size="12" aria-hidden />
          {card.trendLabel} market
        </span>
      </div>
      <div className={styles.footer}>
        <CardFigure label="Margin required" value={card.marginRequired} />
        <CardFigure
          label={card.returnLabel}
          value={card.returnText}
          tone={returnTone(card.lastThreeReturn)}
          alignEnd
        />
      </div>
    </article>
  );
}

interface FigureProps {
  label: string;
  value: string;
  tone?: "profit" | "loss" | "neutral";
  alignEnd?: boolean;
}

function CardFigure({ label, value, tone, alignEnd = false }: FigureProps) {
  return (
    <div className={`${styles.figure} ${alignEnd ? styles.figureEnd : ""}`}>
      <p className={styles.figureLabel}>{label}</p>
      <p className={`${styles.figureValue} ${tone ? styles[tone] : ""}`}>{value}</p>
    </div>
  );
}
