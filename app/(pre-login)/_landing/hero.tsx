import { Badge, Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import NextLink from "next/link";
import { PageContainer } from "@/components/layout/page-container";
import { LOGIN_HREF } from "@/components/layout/nav-items";
import { routeById, routePath } from "@/lib/routing/routes";

/** What Strikeline does, in one screen, with the way in. */
export function Hero() {
  return (
    <PageContainer py={{ base: "12", md: "24" }}>
      <Stack gap="6" maxW="3xl">
        <Badge alignSelf="start" variant="subtle" size="lg" rounded="full" px="3">
          Nifty · Bank Nifty · Fin Nifty
        </Badge>
        <Heading as="h1" fontSize={{ base: "4xl", md: "6xl" }} lineHeight="1.1" fontWeight="bold">
          {routeById("home").title}
        </Heading>
        <Text fontSize={{ base: "lg", md: "xl" }} color="fg.muted">
          Follow options baskets built and managed by research analysts, placed and tracked through
          your own broker account. Your money never leaves your broker.
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <Button asChild size="lg">
            <NextLink href={LOGIN_HREF}>Login with your broker</NextLink>
          </Button>
          <Button asChild size="lg" variant="outline">
            <NextLink href={routePath("explore")}>Explore Tradebox</NextLink>
          </Button>
        </HStack>
      </Stack>
    </PageContainer>
  );
}
