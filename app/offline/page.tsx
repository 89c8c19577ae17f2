import { Button, Center, Heading, List, Stack, Text } from "@chakra-ui/react";
import type { Metadata } from "next";
import NextLink from "next/link";
import { TryAgainButton } from "@/components/pwa/try-again-button";
import { ChakraScope } from "@/components/ui/provider";
import { routePath } from "@/lib/routing/routes";

export const metadata: Metadata = { title: "Offline" };

// Built once and precached by the service worker: what any page it cannot reach shows offline.
export const dynamic = "force-static";

export default function OfflinePage() {
  return (
    <ChakraScope>
      <Center minH="100dvh" px="4" py="10">
        <Stack gap="5" maxW="md" textAlign="center" align="center">
          <Heading as="h1" size="2xl">
            You are offline
          </Heading>
          <Text color="fg.muted">
            Your tradeboxes, live prices and orders need a connection to your broker: nothing is
            sent while you are offline, and Track shows the truth again as soon as you are back.
          </Text>
          <Stack gap="2" textAlign="start" w="full" p="4" rounded="xl" borderWidth="1px">
            <Text fontWeight="semibold">What still works</Text>
            <List.Root gap="1" color="fg.muted" fontSize="sm" ps="4">
              <List.Item>
                Explore and the tradebox profiles you opened before, as last seen.
              </List.Item>
              <List.Item>Everything else, the moment the connection returns.</List.Item>
            </List.Root>
          </Stack>
          <Stack direction={{ base: "column", sm: "row" }} gap="3" w={{ base: "full", sm: "auto" }}>
            <TryAgainButton />
            <Button asChild variant="outline">
              <NextLink href={routePath("explore")}>Explore Tradebox</NextLink>
            </Button>
          </Stack>
        </Stack>
      </Center>
    </ChakraScope>
  );
}
