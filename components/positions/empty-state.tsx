import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Compass } from "lucide-react";
import NextLink from "next/link";
import type { ReactNode } from "react";
import { routePath } from "@/lib/routing/routes";

/** A list with nothing in it yet: what will show here, and the way to explore tradeboxes. */
export function EmptyState({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Stack
      gap="4"
      p={{ base: "5", md: "8" }}
      rounded="2xl"
      borderWidth="1px"
      borderStyle="dashed"
      align="start"
    >
      <Stack gap="1">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
      </Stack>
      <Button asChild>
        <NextLink href={routePath("explore")}>
          <Compass aria-hidden /> Explore Tradebox
        </NextLink>
      </Button>
      {children}
    </Stack>
  );
}
