import { UsersRound } from "lucide-react";
import {
  FOLLOWER_GROUPS,
  followerFigures,
  followerPeriodLabel,
  followersUpdated,
} from "@/lib/performance/follower-figures";
import {
  FOLLOWER_RESULTS_MIN_BASKETS,
  type FollowerResultsWire,
} from "@/lib/tradebox/follower-results-wire";
import { FigureTiles } from "@/components/ui/figure-tile";
import styles from "./followers-section.module.css";
import { PerformanceTabs } from "./performance-tabs";
import { ProfileEmpty } from "./profile-empty";
import { ProfileSection } from "./profile-section";

/** One period: the real brokers' baskets and, apart and labelled, the paper and practice ones. */
function PeriodPanel({ results, index }: { results: FollowerResultsWire; index: number }) {
  return (
    <div className={styles.groups}>
      {FOLLOWER_GROUPS.map((group) => {
        const period = results[group.key][index]!;
        return (
          <div key={group.key} className={styles.group} data-testid={`followers-${group.key}`}>
            <div className={styles.groupHead}>
              <h3 className={styles.groupTitle}>{group.title}</h3>
              <p className={styles.groupNote}>{group.note}</p>
            </div>
            <FigureTiles
              className={styles.figures}
              figures={followerFigures(period, results.min_baskets)}
            />
          </div>
        );
      })}
    </div>
  );
}

/**
 * What following the tradebox returned Strikeline's traders, beside the model's performance:
 * for each period, their closed baskets' net return on margin and entry slippage, as worked out
 * at most hourly (services/follower-results). Server-rendered in the profile's cache.
 */
export function FollowersSection({ followers }: { followers: FollowerResultsWire | null }) {
  return (
    <ProfileSection
      title="Followers' results"
      subtitle="What following this tradebox returned Strikeline's traders, after charges."
    >
      {followers ? (
        <PerformanceTabs
          tabs={followers.broker.map((period, index) => ({
            value: String(period.months),
            label: followerPeriodLabel(period.months),
            panel: <PeriodPanel results={followers} index={index} />,
          }))}
        />
      ) : (
        <ProfileEmpty
          icon={<UsersRound aria-hidden />}
          title="No closed baskets yet"
          text="Figures appear once followers' baskets of this tradebox have closed."
        />
      )}
      <p className={styles.note} data-testid="followers-note">
        Net return is each basket&apos;s P&amp;L after charges and fees, on the margin the tradebox
        asked when it was placed. Slippage is each leg&apos;s entry price against the
        analyst&apos;s; worse means the follower paid more or received less. Each figure is shown
        once {followers?.min_baskets ?? FOLLOWER_RESULTS_MIN_BASKETS} baskets have closed; no trader
        is shown.
        {followers && ` ${followersUpdated(followers)}.`}
      </p>
    </ProfileSection>
  );
}
