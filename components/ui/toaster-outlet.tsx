"use client";

import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from "@chakra-ui/react";
import { useEffect } from "react";
import { outletClosed, outletOpened } from "./toaster";
import { ChakraScope } from "./provider";

/** The app's one toast store, loaded with the outlet (toaster.ts `notify` shows into it). */
const toaster = createToaster({ placement: "top-end", pauseOnPageIdle: true, max: 4 });

/** The toasts' outlet, mounted once (components/providers/background-services.tsx). */
export function ToasterOutlet() {
  return (
    <ChakraScope>
      <Portal>
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
          {(toast) => (
            <Toast.Root width={{ md: "sm" }}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
              {toast.closable && <Toast.CloseTrigger />}
            </Toast.Root>
          )}
        </ChakraToaster>
        <OutletReady />
      </Portal>
    </ChakraScope>
  );
}

/**
 * Marks the outlet as listening once the toaster's machine has started (it starts in a
 * microtask after mounting, so a task later), then shows what waited.
 */
function OutletReady() {
  useEffect(() => {
    const timer = setTimeout(() => outletOpened(toaster), 0);
    return () => {
      clearTimeout(timer);
      outletClosed();
    };
  }, []);
  return null;
}
