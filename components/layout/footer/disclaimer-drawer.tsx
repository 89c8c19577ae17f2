"use client";

import { CloseButton, Drawer, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { DisclaimerButton } from "./disclaimer-button";
import { ChakraScope } from "@/components/ui/provider";

/** The disclaimer in a bottom drawer; mounted on the click that asked for it, so it starts open. */
export function DisclaimerDrawer({ children }: { children: ReactNode }) {
  return (
    <ChakraScope>
      <Drawer.Root placement="bottom" defaultOpen>
        <Drawer.Trigger asChild>
          <DisclaimerButton />
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content roundedTop="xl" maxW="3xl" mx="auto">
              <Drawer.Header>
                <Drawer.Title>Disclaimer</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body pb="8">{children}</Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </ChakraScope>
  );
}
