"use client";

import { Button, type ButtonProps } from "@chakra-ui/react";

/** The footer's 'Disclaimer' trigger, the same before and after the drawer's code has loaded. */
export function DisclaimerButton(props: ButtonProps) {
  return (
    <Button variant="outline" size="xs" aria-haspopup="dialog" {...props}>
      Disclaimer
    </Button>
  );
}
