"use client";

import { Alert, Button, Spinner } from "@chakra-ui/react";
import NextLink from "next/link";
import { adjustmentNote } from "@/components/positions/tradebox-card";
import { RetryOrdersButton } from "@/components/positions/retry-orders-button";
import type { BasketInfoWire } from "@/lib/basket/user-basket-wire";
import { routePath } from "@/lib/routing/routes";
import { IN_FLIGHT_USER_STATUSES } from "@/lib/status/basket-status-colour";
import { ADJUSTMENT_AVAILABLE_LABEL, positionStatus } from "@/lib/status/position-status";

interface Props {
  info: BasketInfoWire;
  /** Wide screens open the adjustment in a dialog; phones go to the adjust page. */
  onReviewAdjustment?: () => void;
}

/** What the basket asks of the trader now: retry, wait for orders, apply an adjustment. */
export function BasketBanner({ info, onReviewAdjustment }: Props) {
  const status = positionStatus(info.status, info.analyst_basket_status);
  if (status.group === "Retry") {
    return (
      <Alert.Root
        status="error"
        rounded="lg"
        flexDirection="column"
        gap="3"
        data-testid="retry-banner"
      >
        <Alert.Content>
          <Alert.Title>Some orders were rejected</Alert.Title>
          <Alert.Description>
            {info.error_msg ?? "The broker did not fill every leg."}
          </Alert.Description>
        </Alert.Content>
        <RetryOrdersButton basketId={info.id} />
      </Alert.Root>
    );
  }
  if ((IN_FLIGHT_USER_STATUSES as readonly string[]).includes(info.status)) {
    return (
      <Alert.Root status="info" rounded="lg" alignItems="center">
        <Spinner size="sm" />
        <Alert.Description>{status.label}: orders are with your broker.</Alert.Description>
      </Alert.Root>
    );
  }
  if (status.label === ADJUSTMENT_AVAILABLE_LABEL) {
    const review = onReviewAdjustment ? (
      <Button size="sm" colorPalette="orange" onClick={onReviewAdjustment}>
        Review adjustment
      </Button>
    ) : (
      <Button asChild size="sm" colorPalette="orange">
        <NextLink href={routePath("adjust", { basket: info.id })}>Review adjustment</NextLink>
      </Button>
    );
    return (
      <Alert.Root
        status="warning"
        rounded="lg"
        flexDirection={{ base: "column", md: "row" }}
        alignItems={{ base: "stretch", md: "center" }}
        gap="3"
        data-testid="adjustment-banner"
      >
        <Alert.Content>
          <Alert.Title>{ADJUSTMENT_AVAILABLE_LABEL}</Alert.Title>
          <Alert.Description>{adjustmentNote(info.analyst_basket_status)}</Alert.Description>
        </Alert.Content>
        {review}
      </Alert.Root>
    );
  }
  if (info.status === "EXITED") {
    return (
      <Alert.Root status="success" rounded="lg" alignItems="center">
        <Alert.Indicator />
        <Alert.Description>This tradebox is closed.</Alert.Description>
        <Button asChild size="sm" variant="outline">
          <NextLink href={routePath("history")}>History</NextLink>
        </Button>
      </Alert.Root>
    );
  }
  return null;
}
