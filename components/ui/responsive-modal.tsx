"use client";

import { CloseButton, Dialog, Drawer, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { MODAL_WIDTH_PX } from "@/lib/breakpoints";
import { ChakraScope } from "./provider";
import { useBelowBreakpoint } from "./use-below-breakpoint";

export interface ResponsiveModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons under the body (right-aligned on a dialog, full width on a drawer). */
  footer?: ReactNode;
  /** Spec §9: 360 px unless a screen needs more. */
  width?: string;
  /** Hide the close button and ignore Escape and outside clicks (e.g. while submitting). */
  locked?: boolean;
}

/**
 * Spec §2 'A modal on tablet and desktop becomes a bottom drawer on mobile': one component, a
 * centred dialog from md up and a bottom drawer below it.
 */
export function ResponsiveModal(props: ResponsiveModalProps) {
  // Server-rendered closed (a dialog); by the time anyone opens it the client knows its width.
  const asDrawer = useBelowBreakpoint("md");
  // Public pages load their overlays on use, without Chakra above them: the scope comes along.
  return (
    <ChakraScope>
      {asDrawer ? <BottomDrawer {...props} /> : <CentredDialog {...props} />}
    </ChakraScope>
  );
}

function CentredDialog({
  open,
  onOpenChange,
  title,
  children,
  footer,
  width,
  locked,
}: ResponsiveModalProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="center"
      closeOnEscape={!locked}
      closeOnInteractOutside={!locked}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={width ?? `${MODAL_WIDTH_PX}px`} w="full" rounded="2xl">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            {locked ? null : (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function BottomDrawer({
  open,
  onOpenChange,
  title,
  children,
  footer,
  locked,
}: ResponsiveModalProps) {
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="bottom"
      closeOnEscape={!locked}
      closeOnInteractOutside={!locked}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="2xl" pb="env(safe-area-inset-bottom)">
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            {footer ? (
              <Drawer.Footer flexDirection="column-reverse" alignItems="stretch" gap="2">
                {footer}
              </Drawer.Footer>
            ) : null}
            {locked ? null : (
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Drawer.CloseTrigger>
            )}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
