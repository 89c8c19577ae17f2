import { Badge, HStack, Text } from "@chakra-ui/react";
import { MARKET_SESSION_LABELS, type MarketSession } from "@/lib/market/market-session";

const NOTES: Record<Exclude<MarketSession, "live">, string> = {
  practice:
    "NSE is shut, so practice trading (the paper broker, a sandbox) goes on in a simulated market that keeps moving. Tradeboxes placed now are practice ones, kept out of your totals.",
  closed: "NSE is shut: prices stand at the last close until the next session.",
};

/**
 * Which market the prices on the screen are, when it is not NSE's session: 'Practice market'
 * (the paper broker's, moving while NSE is shut) or 'Market closed', with what that means.
 */
export function MarketSessionNote({ session }: { session: MarketSession | null }) {
  if (session === null || session === "live") return null;
  return (
    <HStack gap="2" align="start" data-testid="market-session">
      <Badge
        variant="subtle"
        colorPalette={session === "practice" ? "purple" : "gray"}
        rounded="full"
        px="2.5"
        flexShrink="0"
      >
        {MARKET_SESSION_LABELS[session]}
      </Badge>
      <Text fontSize="xs" color="fg.muted">
        {NOTES[session]}
      </Text>
    </HStack>
  );
}

/** Marks a tradebox placed on the practice market, wherever it is listed. */
export function PracticeBadge({ practice }: { practice: boolean }) {
  if (!practice) return null;
  return (
    <Badge
      variant="subtle"
      colorPalette="purple"
      rounded="full"
      px="2.5"
      data-testid="practice-badge"
    >
      Practice
    </Badge>
  );
}
