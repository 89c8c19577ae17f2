import { Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { resolveRoute, type RouteRef } from "./route-metadata";

/** A page's title from the route table as its h1, and a line on what the page will hold. */
export function RouteHeading({ route, children }: { route: RouteRef; children?: ReactNode }) {
  return (
    <Stack gap="2">
      <Heading as="h1" size={{ base: "xl", md: "2xl" }}>
        {resolveRoute(route).title}
      </Heading>
      {children && <Text color="fg.muted">{children}</Text>}
    </Stack>
  );
}
