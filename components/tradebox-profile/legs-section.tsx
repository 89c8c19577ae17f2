import { Box, HStack, Stack, Table, Text } from "@chakra-ui/react";
import type { SignalTemplateWire } from "@/lib/tradebox/strategy-template-wire";
import { INSTRUMENT_TYPE_LABELS } from "@/lib/tradebox/display-labels";
import { formatIndexPoints, formatIsoDate, formatRupeeAmount } from "@/lib/format/display-figures";
import { ProfileSection } from "./profile-section";
import { SideBadge } from "@/components/positions/side-badge";

type Leg = Pick<
  SignalTemplateWire,
  | "id"
  | "transaction_type"
  | "pretty_name"
  | "symbol"
  | "ins_type"
  | "strike_price"
  | "expiry_date"
  | "quantity"
  | "lot_size"
  | "price"
>;

const strikeText = (leg: Leg) =>
  leg.strike_price === null ? "—" : formatIndexPoints(leg.strike_price);
const expiryText = (leg: Leg) => (leg.expiry_date ? formatIsoDate(leg.expiry_date) : "—");
const lotsText = (leg: Leg) => `${leg.quantity} × ${leg.lot_size}`;
const lotsLabel = (leg: Leg) =>
  `${leg.quantity} lot${leg.quantity === 1 ? "" : "s"} of ${leg.lot_size}`;

const COLUMNS = ["Side", "Instrument", "Type", "Strike", "Expiry", "Lots × size", "Price"];
const NUMERIC = new Set(["Strike", "Lots × size", "Price"]);

function LegsTable({ legs }: { legs: readonly Leg[] }) {
  return (
    <Table.Root size="sm" hideBelow="md" interactive>
      <Table.Header>
        <Table.Row bg="transparent">
          {COLUMNS.map((column) => (
            <Table.ColumnHeader
              key={column}
              color="fg.muted"
              textAlign={NUMERIC.has(column) ? "end" : "start"}
            >
              {column}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {legs.map((leg) => (
          <Table.Row key={leg.id} bg="transparent">
            <Table.Cell>
              <SideBadge side={leg.transaction_type} />
            </Table.Cell>
            <Table.Cell>
              <Text fontWeight="medium">{leg.pretty_name}</Text>
              <Text fontSize="xs" color="fg.subtle">
                {leg.symbol}
              </Text>
            </Table.Cell>
            <Table.Cell>{INSTRUMENT_TYPE_LABELS[leg.ins_type]}</Table.Cell>
            <Table.Cell textAlign="end">{strikeText(leg)}</Table.Cell>
            <Table.Cell>{expiryText(leg)}</Table.Cell>
            <Table.Cell textAlign="end" title={lotsLabel(leg)}>
              {lotsText(leg)}
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {formatRupeeAmount(leg.price)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function LegsList({ legs }: { legs: readonly Leg[] }) {
  return (
    <Stack as="ul" gap="0" hideFrom="md" listStyleType="none" divideY="1px" divideColor="border">
      {legs.map((leg) => (
        <Box as="li" key={leg.id} py="3">
          <HStack justify="space-between" align="start" gap="3">
            <HStack gap="2" minW="0">
              <SideBadge side={leg.transaction_type} />
              <Text fontWeight="medium" fontSize="sm">
                {leg.pretty_name}
              </Text>
            </HStack>
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {formatRupeeAmount(leg.price)}
            </Text>
          </HStack>
          <Text fontSize="xs" color="fg.muted" mt="1">
            {INSTRUMENT_TYPE_LABELS[leg.ins_type]} · Strike {strikeText(leg)} · {expiryText(leg)} ·{" "}
            {lotsLabel(leg)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** The basket's legs: side, contract, strike, expiry, lots × lot size and the entry price. */
export function LegsSection({ legs }: { legs: readonly Leg[] }) {
  return (
    <ProfileSection
      title="Legs"
      subtitle="The orders placed in your broker account for one set; prices are the analyst's entry."
    >
      <LegsTable legs={legs} />
      <LegsList legs={legs} />
    </ProfileSection>
  );
}
