import { Badge, Flex, Heading, HStack, Image, Stack, Text } from "@chakra-ui/react";
import { CalendarClock, ChartCandlestick, Compass } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import type { TradeboxWire } from "@/lib/tradebox/tradebox-wire";
import {
  FREQUENCY_LABELS,
  instrumentLabel,
  MARKET_TREND_LABELS,
} from "@/lib/tradebox/display-labels";
import { RiskBadge } from "@/components/tradebox/risk-badge";
import { StatusBadge } from "./status-badge";

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
    <Badge
      variant="outline"
      size="md"
      rounded="full"
      px="2.5"
      gap="1"
      color="fg.muted"
      title={label}
    >
      <Icon aria-hidden size="0.9em" />
      <Text as="span" srOnly>
        {label}:{" "}
      </Text>
      {children}
    </Badge>
  );
}

/** The tradebox's card image, name, one-line description, and what kind of tradebox it is. */
export function ProfileHeader({ tradebox }: { tradebox: HeaderTradebox }) {
  return (
    <Flex as="header" gap={{ base: "4", md: "6" }} align="start">
      <Image
        src={tradebox.display_image}
        alt=""
        w={{ base: "28", md: "48" }}
        aspectRatio={16 / 9}
        rounded="lg"
        objectFit="cover"
        flexShrink="0"
        bg="bg.muted"
      />
      <Stack gap={{ base: "2", md: "3" }} minW="0">
        <Heading as="h1" size={{ base: "xl", md: "3xl" }} lineHeight="short">
          {tradebox.name}
        </Heading>
        {tradebox.description && (
          <Text color="fg.muted" fontSize={{ base: "sm", md: "md" }}>
            {tradebox.description}
          </Text>
        )}
        <HStack gap="2" wrap="wrap" pt="1">
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
        </HStack>
      </Stack>
    </Flex>
  );
}
