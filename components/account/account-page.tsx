import { Heading, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { resolveRoute, type RouteRef } from "@/components/layout/route-metadata";
import { ChakraScope } from "@/components/ui/provider";

/**
 * The frame of an account page (phones only; spec §2): a narrow content column and the route's
 * title as its h1, read out but not shown below md, where the mobile header already shows it.
 */
export function AccountPage({ route, children }: { route: RouteRef; children: ReactNode }) {
  return (
    <ChakraScope>
      <PageContainer py={{ base: "4", md: "8" }} maxW="xl">
        <Stack gap="4">
          <Heading as="h1" size="xl" srOnly={{ base: true, md: false }}>
            {resolveRoute(route).title}
          </Heading>
          {children}
        </Stack>
      </PageContainer>
    </ChakraScope>
  );
}
