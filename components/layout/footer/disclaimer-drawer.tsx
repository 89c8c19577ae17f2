"use client";

import { Button, CloseButton, Drawer, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** Spec §2 screen 10: on tablet and desktop the disclaimer opens in a drawer. */
export function DisclaimerDrawer({ children }: { children: ReactNode }) {
  return (
    <Drawer.Root placement="bottom">
      <Drawer.Trigger asChild>
        <Button variant="outline" size="xs">
          Disclaimer
        </Button>
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
  );
}
