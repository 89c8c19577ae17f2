import { Button, Heading, HStack, Image, Stack, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import { APP_ICON } from "@/components/layout/logo";
import { PageContainer } from "@/components/layout/page-container";
import { brokerByCode } from "@/lib/brokers";
import { ORDER_WINDOW } from "@/lib/market/market-hours";
import { formatRupees } from "@/lib/money/format-rupees";
import { planCardFor } from "@/lib/money/plan-card";
import { PRODUCT_NAME } from "@/lib/product";
import { routePath } from "@/lib/routing/routes";
import { OnboardingSteps } from "./onboarding-steps";

/** What one order costs with this broker, in a sentence. */
function feeSentence(broker: string | null): string {
  const record = broker ? brokerByCode(broker) : undefined;
  if (!record) return "The plan fee, if your broker's plan has one, is shown before you confirm.";
  const card = planCardFor(record);
  return card.free
    ? `With ${record.nickname}, the service is free of cost.`
    : `With ${record.nickname}, each Tradebox order costs ${formatRupees(card.finalPriceWithGst)} (fee plus GST), deducted when it is placed.`;
}

/** /onboarding: a NEW_USER's first screen after logging in (spec §2: no navigation). */
export function OnboardingView({ broker }: { broker: string | null }) {
  return (
    <PageContainer py={{ base: "6", md: "12" }} maxW="2xl">
      <Stack gap="6">
        <HStack gap="2">
          <Image src={APP_ICON} alt="" boxSize="8" />
          <Text fontWeight="bold" fontSize="lg">
            {PRODUCT_NAME}
          </Text>
        </HStack>
        <Stack gap="2">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
            Welcome to {PRODUCT_NAME}
          </Heading>
          <Text color="fg.muted">
            Follow options strategies run by research analysts, through your own broker account.
            Your funds, orders and positions stay with your broker.
          </Text>
        </Stack>
        <OnboardingSteps />
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <Text>
            Orders are taken from {ORDER_WINDOW.open} to {ORDER_WINDOW.close} India time on trading
            days.
          </Text>
          <Text>{feeSentence(broker)}</Text>
          <Text>Options can lose money quickly. Past returns do not guarantee future returns.</Text>
        </Stack>
        <Stack direction={{ base: "column", sm: "row" }} gap="3">
          <Button asChild size="lg">
            <NextLink href={routePath("explore")}>Explore Tradebox</NextLink>
          </Button>
          <Button asChild size="lg" variant="ghost">
            <NextLink href={routePath("dashboard")}>Go to dashboard</NextLink>
          </Button>
        </Stack>
      </Stack>
    </PageContainer>
  );
}
