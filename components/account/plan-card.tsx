import { Badge, Box, Heading, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { Sparkles } from "lucide-react";
import type { BrokerRecord } from "@/lib/brokers";
import { formatRupees } from "@/lib/money/format-rupees";
import { planCardFor, planCardRows, type PaidPlanCard } from "@/lib/money/plan-card";

/** Spec §2 screen 8: the trader's current plan with their broker. */
export function PlanCard({ broker }: { broker: Pick<BrokerRecord, "nickname" | "tradeboxFees"> }) {
  const card = planCardFor(broker);
  return (
    <Box
      as="section"
      aria-label="Current plan"
      rounded="2xl"
      borderWidth="1px"
      borderColor="brand.800"
      bgGradient="to-br"
      gradientFrom="brand.950"
      gradientTo="bg.surface"
      p={{ base: "4", md: "5" }}
    >
      <Stack gap="4">
        <HStack gap="3" align="center">
          <Box color="brand.300" flexShrink={0}>
            <Sparkles size={22} aria-hidden />
          </Box>
          <Heading as="h2" size="md">
            {card.title}
          </Heading>
          {!card.free && (
            <Badge colorPalette="green" variant="solid" ms="auto" flexShrink={0}>
              {card.discountPercent}% off
            </Badge>
          )}
        </HStack>
        {card.free ? (
          <Text color="fg.muted">
            This service is provided free of cost to you through {broker.nickname}. No fee is
            charged on your Tradebox orders.
          </Text>
        ) : (
          <PaidPlan card={card} />
        )}
      </Stack>
    </Box>
  );
}

function PaidPlan({ card }: { card: PaidPlanCard }) {
  return (
    <Stack gap="3">
      <Text color="fg.muted">
        You get a {card.discountPercent}% discount on the base price of every Tradebox order.
      </Text>
      <Table.Root size="sm" variant="outline" rounded="lg" overflow="hidden">
        <Table.Body>
          {planCardRows(card).map((row) => (
            <Table.Row key={row.label} bg="transparent">
              <Table.Cell color="fg.muted">
                {row.label}
                {row.caption && (
                  <Text as="span" display="block" fontSize="xs" color="fg.subtle">
                    {row.caption}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {row.value}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text fontSize="xs" color="fg.subtle">
        The fee of {formatRupees(card.finalPrice)} plus {card.gstPercent}% GST (
        {formatRupees(card.finalPriceWithGst)} in all) is deducted automatically when you place an
        order.
      </Text>
    </Stack>
  );
}
