"use client";

import { Box, Button, Skeleton, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { PlaceExitRules } from "@/components/exit-rules/place-exit-rules";
import { EMPTY_RULES_FORM } from "@/components/exit-rules/rules-form-values";
import { useRulesForm } from "@/components/exit-rules/use-rules-form";
import { dropRulesDraft } from "@/components/exit-rules/rules-drafts";
import { QueryError } from "@/components/positions/query-error";
import { newIdempotencyKey } from "@/lib/track/idempotency-key";
import { placeBlockers } from "@/lib/track/place-order";
import { AlreadyFollowing } from "./already-following";
import { ConfirmOrderModal, type OrderToConfirm } from "./confirm-order-modal";
import { LotsStepper } from "./lots-stepper";
import { MarginPanel } from "./margin-panel";
import { OrderLegs } from "./order-legs";
import { PlaceBlockers } from "./place-blockers";
import { MarketSessionNote } from "@/components/market/market-badges";
import { PriceOriginNote } from "@/components/market/price-origin-note";
import { useSandboxSession } from "@/components/session/use-session-claims";
import { TradeboxHeading } from "./tradebox-heading";
import { useOrderQuote } from "./use-order-quote";

interface Props {
  /** The tradebox's strategy id (or slug). */
  strategyId: string;
  broker: string | null;
  /** The basket the broker accepted: the phone page follows it, a wide screen opens Track. */
  onPlaced: (basketId: string) => void;
  /** The phone's page, or the wide screens' modal (over a page with its own h1). */
  variant?: keyof typeof VARIANTS;
}

const VARIANTS = {
  page: { heading: "h1", barBg: "bg" },
  modal: { heading: "h2", barBg: "bg.panel" },
} as const;

/**
 * Place Order, one implementation for every screen: lots, legs at live prices, margin against
 * the funds, the plan's fee, the order window, then a confirmation that carries one idempotency
 * key per opening, so a double click or a resend never places twice.
 */
export function PlaceOrderFlow({ strategyId, broker, onPlaced, variant = "page" }: Props) {
  const look = VARIANTS[variant];
  const [lots, setLots] = useState(1);
  const [confirming, setConfirming] = useState<OrderToConfirm | null>(null);
  const rules = useRulesForm(EMPTY_RULES_FORM, strategyId);
  const quote = useOrderQuote(strategyId, broker, lots);
  const sandbox = useSandboxSession();
  const { profile, template, tradebox, prices, legs, required, margin, fee, windowOpen } = quote;

  if (profile.isError)
    return <QueryError error={profile.error} onRetry={() => profile.refetch()} />;
  if (!template || !tradebox || required === null) return <Skeleton h="96" rounded="xl" />;

  const blockers = placeBlockers({
    analystStatus: template.status,
    orderWindowOpen: windowOpen ?? true,
    margin,
  });
  const ready = windowOpen !== null && margin !== null && blockers.length === 0 && !quote.following;
  const confirm = () => {
    const checked = rules.check();
    if (!checked.ok) return;
    setConfirming({
      strategyId: tradebox.id,
      name: tradebox.name,
      lots,
      legs: legs.length,
      required,
      fee,
      exitRules: checked.empty ? null : checked.input,
      idempotencyKey: newIdempotencyKey(),
    });
  };
  return (
    <Stack gap="4">
      <TradeboxHeading tradebox={tradebox} prices={prices} as={look.heading} />
      <MarketSessionNote session={quote.marketSession} />
      <PriceOriginNote origin={quote.priceOrigin} broker={broker} sandbox={sandbox} />
      {quote.following ? <AlreadyFollowing basketId={quote.following.id} /> : null}
      <LotsStepper lots={lots} onChange={setLots} />
      <OrderLegs legs={legs} prices={prices} />
      <MarginPanel
        margin={margin}
        required={required}
        estimated={quote.marginEstimated}
        hedge={quote.hedge}
        fee={fee}
        charges={quote.charges}
        broker={broker}
      />
      <PlaceExitRules form={rules} margin={required} />
      <PlaceBlockers blockers={blockers} />
      <Box position="sticky" bottom="0" py="3" bg={look.barBg} mt="auto">
        <Button w="full" size="lg" disabled={!ready} onClick={confirm}>
          Place Order
        </Button>
      </Box>
      {/* Mounted only while confirming: the modal reads the breakpoint, which needs a window. */}
      {confirming ? (
        <ConfirmOrderModal
          order={confirming}
          onClose={() => setConfirming(null)}
          onPlaced={(basketId) => {
            setConfirming(null);
            dropRulesDraft(strategyId);
            onPlaced(basketId);
          }}
        />
      ) : null}
    </Stack>
  );
}
