import { Box, Center, Flex } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Logo } from "@/components/layout/logo";
import { ChakraScope } from "@/components/ui/provider";
import { routePath } from "@/lib/routing/routes";

/** Login and sign-up: the logo above one centred card, no navigation. */
export default function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <ChakraScope>
      <Flex direction="column" minH="100dvh">
        <Center as="header" py={{ base: "6", md: "10" }}>
          <Logo href={routePath("home")} />
        </Center>
        <Flex as="main" flex="1" justify="center" align={{ base: "stretch", md: "start" }} px="4">
          <Box
            w="full"
            maxW="lg"
            h="fit-content"
            bg="bg.surface"
            borderWidth="1px"
            borderColor="border"
            rounded="2xl"
            p={{ base: "5", md: "8" }}
            mb="10"
          >
            {children}
          </Box>
        </Flex>
      </Flex>
    </ChakraScope>
  );
}
