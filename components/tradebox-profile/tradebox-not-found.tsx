import { Button, Center, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { Metadata } from "next";
import NextLink from "next/link";
import { routeById, routePath } from "@/lib/routing/routes";

export const metadata: Metadata = { title: "Tradebox not found" };

/** `/explore/{sid}` for a tradebox that does not exist, or that this viewer may not see. */
export default function TradeboxNotFound() {
  return (
    <Center minH="60dvh" px="4" py="12">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Text fontSize="sm" fontWeight="semibold" color="accent.fg">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Tradebox not found
        </Heading>
        <Text color="fg.muted">
          This tradebox does not exist, has been withdrawn, or is not offered through your broker.
        </Text>
        <HStack gap="3">
          <Button asChild>
            <NextLink href={routePath("explore")}>{routeById("explore").title}</NextLink>
          </Button>
          <Button asChild variant="outline">
            <NextLink href={routePath("home")}>Go home</NextLink>
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}
