import { formatPercent } from "@/lib/format/display-figures";
import { payoffLegFromTemplateSignal } from "@/lib/payoff/legs-from-signals";
import type { PayoffLeg } from "@/lib/payoff/legs";
import { buildPayoffChart } from "@/lib/payoff/profile-payoff-chart";
import { performanceWindowLabel } from "@/lib/performance/summary-figures";
import { tradeboxJsonLd } from "@/lib/seo/tradebox-json-ld";
import { instrumentLabel } from "@/lib/tradebox/display-labels";
import type { StrategyTemplateWire } from "@/lib/tradebox/strategy-template-wire";
import type { TradeboxProfileWire } from "@/lib/tradebox/tradebox-profile-wire";
import type { TradeboxWire } from "@/lib/tradebox/tradebox-wire";
import { FIGURE_GRIDS, FigureTile } from "@/components/ui/figure-tile";
import { FollowersSection } from "./followers-section";
import { JsonLdScript } from "./json-ld-script";
import { LegsSection } from "./legs-section";
import { PayoffSection } from "./payoff-section";
import { PerformanceSection } from "./performance-section";
import { PlaceCard } from "./place-card";
import { ProfileBreadcrumb } from "./profile-breadcrumb";
import { ProfileHeader } from "./profile-header";
import styles from "./profile.module.css";
import { ProfileSection } from "./profile-section";
import { RiskSection } from "./risk-section";
import shell from "@/components/layout/shell.module.css";

/** The template's option and futures legs as the payoff engine takes them. */
function payoffLegs(template: StrategyTemplateWire): PayoffLeg[] {
  return template.signals.flatMap((signal) =>
    signal.expiry_date
      ? (payoffLegFromTemplateSignal({ ...signal, expiry_date: signal.expiry_date }) ?? [])
      : [],
  );
}

/** The place card's headline: the shortest window's return and hit rate. */
function Headline({ tradebox }: { tradebox: TradeboxWire }) {
  const recent = tradebox.last_three_perf;
  const window = performanceWindowLabel("last_three_perf", tradebox.frequency);
  const ret = recent?.compounded_return ?? null;
  return (
    <div className={FIGURE_GRIDS.pair}>
      <FigureTile
        label={`Return, ${window.toLowerCase()}`}
        value={ret === null ? "—" : formatPercent(ret, { signed: true })}
        tone={ret === null || ret === 0 ? "neutral" : ret > 0 ? "profit" : "loss"}
      />
      <FigureTile
        label="Win rate"
        value={recent?.success_ratio == null ? "—" : formatPercent(recent.success_ratio)}
      />
    </div>
  );
}

/**
 * The tradebox profile, server-rendered for visitors and search engines: header, the place
 * card (beside the content from lg, under the header below it), payoff, performance, the
 * followers' results, legs and the analyst's description. Only the charts and the favourite
 * toggle run in the browser.
 */
export function TradeboxProfile({
  profile,
  loggedIn,
  now,
}: {
  profile: TradeboxProfileWire;
  loggedIn: boolean;
  now: Date;
}) {
  const { tradebox, template } = profile;
  const legs = payoffLegs(template);
  const chart = buildPayoffChart({
    legs,
    payoffData: tradebox.payoff_data,
    entryTime: new Date(tradebox.basket_creation_time ?? tradebox.created_time),
    now,
  });
  return (
    <div className={`${shell.pageWidth} ${styles.frame}`}>
      <JsonLdScript data={tradeboxJsonLd(tradebox)} />
      <div className={styles.page}>
        <ProfileBreadcrumb name={tradebox.name} />
        <div className={styles.grid}>
          <div className={styles.header}>
            <ProfileHeader tradebox={tradebox} />
          </div>
          <div className={styles.place}>
            <PlaceCard
              tradebox={tradebox}
              loggedIn={loggedIn}
              figures={<Headline tradebox={tradebox} />}
            />
          </div>
          {chart && (
            <div className={styles.payoff}>
              <PayoffSection
                chart={chart}
                underlying={instrumentLabel(tradebox.underlying_token)}
              />
            </div>
          )}
          {chart?.risk && chart.underlyingPrice !== null && (
            <div className={styles.risk}>
              <RiskSection
                risk={chart.risk}
                underlyingPrice={chart.underlyingPrice}
                underlying={instrumentLabel(tradebox.underlying_token)}
              />
            </div>
          )}
          <div className={styles.performance}>
            <PerformanceSection
              frequency={tradebox.frequency}
              windows={{
                last_three_perf: tradebox.last_three_perf,
                last_six_perf: tradebox.last_six_perf,
                last_nine_perf: tradebox.last_nine_perf,
              }}
            />
          </div>
          <div className={styles.followers}>
            <FollowersSection followers={profile.followers} />
          </div>
          <div className={styles.legs}>
            <LegsSection legs={template.signals} />
          </div>
          {tradebox.long_description && (
            <div className={styles.about}>
              <ProfileSection title="About this tradebox">
                <p className={styles.aboutText}>{tradebox.long_description}</p>
              </ProfileSection>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
