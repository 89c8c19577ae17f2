import { ChevronRight } from "lucide-react";
import NextLink from "next/link";
import { SandboxBadge } from "@/components/brokers/sandbox-badge";
import { PracticeBadge } from "@/components/market/market-badges";
import { useSandboxSession } from "@/components/session/use-session-claims";
import { BasketStatusBadge } from "@/components/positions/status-badge";
import { TradeboxTitle } from "@/components/positions/tradebox-title";
import type { BasketInfoWire } from "@/lib/basket/user-basket-wire";
import { routePath } from "@/lib/routing/routes";
import { formatIndiaDateTime, lotsLabel } from "@/lib/track/format";
import link from "@/components/positions/add-funds-link.module.css";
import styles from "./basket-header.module.css";

/**
 * The basket's name, lots, entry and status, with the tradebox's profile (spec §2: track detail
 * links to the strategy profile). Plain CSS, no Chakra: a basket's first screen opens with it.
 */
export function BasketHeader({
  info,
  hasRejectedLegs,
}: {
  info: BasketInfoWire;
  hasRejectedLegs: boolean;
}) {
  const sandbox = useSandboxSession();
  return (
    <TradeboxTitle image={info.strategy_display_image} name={info.strategy_name} as="h2">
      <div className={styles.facts}>
        <BasketStatusBadge
          status={info.status}
          analystStatus={info.analyst_basket_status}
          hasRejectedLegs={hasRejectedLegs}
        />
        <PracticeBadge practice={info.is_practice} />
        <SandboxBadge sandbox={sandbox} />
        <p className={styles.lots}>
          {lotsLabel(info.no_of_lot)}
          {info.entry_time ? ` · entered ${formatIndiaDateTime(info.entry_time)}` : ""}
        </p>
      </div>
      <NextLink
        href={routePath("tradeboxProfile", { sid: info.strategy_id })}
        className={`${link.inline} ${styles.profile}`}
      >
        Tradebox profile <ChevronRight size={14} aria-hidden />
      </NextLink>
    </TradeboxTitle>
  );
}
