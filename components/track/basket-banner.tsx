"use client";

import NextLink from "next/link";
import { adjustmentNote } from "@/components/positions/tradebox-card";
import { RetryOrdersButton } from "@/components/positions/retry-orders-button";
import { AlertIcon } from "@/components/ui/alert-icon";
import alert from "@/components/ui/alert.module.css";
import spinner from "@/components/positions/spinner.module.css";
import { buttonClass } from "@/components/ui/button-class";
import { PlainButton } from "@/components/ui/plain-button";
import type { BasketInfoWire } from "@/lib/basket/user-basket-wire";
import { routePath } from "@/lib/routing/routes";
import { IN_FLIGHT_USER_STATUSES } from "@/lib/status/basket-status-colour";
import { ADJUSTMENT_AVAILABLE_LABEL, positionStatus } from "@/lib/status/position-status";
import styles from "./basket-banner.module.css";

interface Props {
  info: BasketInfoWire;
  /** Wide screens open the adjustment in a dialog; phones go to the adjust page. */
  onReviewAdjustment?: () => void;
}

/**
 * What the basket asks of the trader now: retry, wait for orders, apply an adjustment. Chakra's
 * alerts in plain CSS, so a basket's first load carries no Chakra (docs/web-performance.md).
 */
export function BasketBanner({ info, onReviewAdjustment }: Props) {
  const status = positionStatus(info.status, info.analyst_basket_status);
  if (status.group === "Retry") {
    return (
      <div className={`${styles.banner} ${styles.error}`} data-testid="retry-banner">
        <div className={alert.content}>
          <div className={alert.title}>Some orders were rejected</div>
          <div className={alert.description}>
            {info.error_msg ?? "The broker did not fill every leg."}
          </div>
        </div>
        <RetryOrdersButton basketId={info.id} />
      </div>
    );
  }
  if ((IN_FLIGHT_USER_STATUSES as readonly string[]).includes(info.status)) {
    return (
      <div className={`${styles.banner} ${styles.info}`}>
        <span className={`${spinner.spinner} ${spinner.sm}`} />
        <div className={alert.description}>{status.label}: orders are with your broker.</div>
      </div>
    );
  }
  if (status.label === ADJUSTMENT_AVAILABLE_LABEL) {
    return (
      <div className={`${styles.banner} ${styles.warning}`} data-testid="adjustment-banner">
        <div className={alert.content}>
          <div className={alert.title}>{ADJUSTMENT_AVAILABLE_LABEL}</div>
          <div className={alert.description}>{adjustmentNote(info.analyst_basket_status)}</div>
        </div>
        {onReviewAdjustment ? (
          <PlainButton size="sm" palette="orange" onClick={onReviewAdjustment}>
            Review adjustment
          </PlainButton>
        ) : (
          <NextLink
            href={routePath("adjust", { basket: info.id })}
            className={buttonClass({ size: "sm", palette: "orange" })}
          >
            Review adjustment
          </NextLink>
        )}
      </div>
    );
  }
  if (info.status === "EXITED") {
    return (
      <div className={`${styles.banner} ${styles.success}`}>
        <AlertIcon status="success" />
        <div className={alert.description}>
          This tradebox is closed.
          {info.exit_reason ? (
            <span className={styles.reason} data-testid="basket-exit-reason">
              {info.exit_reason}
            </span>
          ) : null}
        </div>
        {/* Outlined in the alert's palette, as Chakra's button inherited it. */}
        <NextLink
          href={routePath("history")}
          className={buttonClass({ size: "sm", variant: "outline", palette: "green" })}
        >
          History
        </NextLink>
      </div>
    );
  }
  return null;
}
