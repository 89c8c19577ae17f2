"use client";

import { Button, type ButtonProps } from "@chakra-ui/react";

/** An action that reads as a link inside a sentence ('Resend OTP', 'Open a New Account'). */
export function TextButton(props: ButtonProps) {
  return <Button variant="plain" size="sm" h="auto" p="0" color="accent.fg" {...props} />;
}
