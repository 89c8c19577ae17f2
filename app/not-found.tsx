import { Button, Center, Heading, Stack, Text } from "@chakra-ui/react";
import type { Metadata } from "next";
import NextLink from "next/link";
import { routePath } from "@/lib/routing/routes";

export const metadata: Metadata = { title: "Page not found" };

export default function NotFound() {
  return (
    <Center minH="100dvh" px="4">
      <Stack gap="4" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          Page not found
        </Heading>
        <Text color="fg.muted">This page does not exist or has moved.</Text>
        <Button asChild>
          <NextLink href={routePath("home")}>Go home</NextLink>
        </Button>
      </Stack>
    </Center>
  );
}
