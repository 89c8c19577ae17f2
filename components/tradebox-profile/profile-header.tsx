import { CalendarClock, ChartCandlestick, Compass } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { TradeboxWire } from "@/lib/tradebox/tradebox-wire";
import {
  FREQUENCY_LABELS,
  instrumentLabel,
  MARKET_TREND_LABELS,
} from "@/lib/tradebox/display-labels";
import { RiskBadge } from "@/components/tradebox/risk-badge";
import badge from "@/components/ui/badge.module.css";
import styles from "./profile-header.module.css";
import { StatusBadge } from "./status-badge";
import visuallyHidden from "@/components/ui/visually-hidden.module.css";

type HeaderTradebox = Pick<
  TradeboxWire,
  | "name"
  | "description"
  | "display_image"
  | "risk_level"
  | "frequency"
  | "underlying_token"
  | "market_trend"
  | "status"
>;

function FactBadge({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: string;
}) {
  return (
    <span className={`${badge.badge} ${badge.md} ${badge.factOutline}`} title={label}>
      <Icon aria-hidden size="0.9em" />
      <span className={visuallyHidden.srOnly}>{label}: </span>
      {children}
    </span>
  );
}

/** The tradebox's card image, name, one-line description, and what kind of tradebox it is. */
export function ProfileHeader({ tradebox }: { tradebox: HeaderTradebox }) {
  return (
    <header className={styles.header}>
      {/* The card image is decorative (the name follows) and small: a plain img, no optimiser. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={tradebox.display_image} alt="" className={styles.image} />
      <div className={styles.text}>
        <h1 className={styles.h1}>{tradebox.name}</h1>
        {tradebox.description && <p className={styles.description}>{tradebox.description}</p>}
        <div className={styles.badges}>
          <RiskBadge risk={tradebox.risk_level} />
          <StatusBadge status={tradebox.status} />
          <FactBadge icon={ChartCandlestick} label="Instrument">
            {instrumentLabel(tradebox.underlying_token)}
          </FactBadge>
          <FactBadge icon={CalendarClock} label="Frequency">
            {FREQUENCY_LABELS[tradebox.frequency]}
          </FactBadge>
          <FactBadge icon={Compass} label="Market trend">
            {MARKET_TREND_LABELS[tradebox.market_trend]}
          </FactBadge>
        </div>
      </div>
    </header>
  );
}
