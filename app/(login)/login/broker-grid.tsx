import { Image, LinkBox, LinkOverlay, SimpleGrid, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import { SELECTABLE_BROKERS } from "@/lib/brokers";
import { routePath } from "@/lib/routing/routes";

/**
 * Spec §2 screen 1: the brokers to log in with (the test broker excluded). Placeholder links:
 * the real control auto-posts the login hand-off form to the broker's app host.
 */
export function BrokerGrid() {
  return (
    <SimpleGrid as="ul" columns={{ base: 2, md: 3 }} gap="3" listStyleType="none">
      {SELECTABLE_BROKERS.map((broker) => (
        <LinkBox
          as="li"
          key={broker.broker}
          display="flex"
          flexDirection="column"
          alignItems="center"
          gap="2"
          p="4"
          textAlign="center"
          rounded="xl"
          borderWidth="1px"
          borderColor="border"
          bg="bg"
          _hover={{ borderColor: "accent", bg: "bg.muted" }}
          _focusWithin={{ borderColor: "accent" }}
        >
          <Image src={broker.logoURL} alt="" boxSize="10" rounded="lg" />
          <LinkOverlay asChild>
            <NextLink href={`${routePath("loginInitiate")}?broker=${broker.broker}`}>
              <Text as="span" fontSize="sm" fontWeight="medium" lineHeight="short">
                {broker.nickname}
              </Text>
            </NextLink>
          </LinkOverlay>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
