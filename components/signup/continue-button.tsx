"use client";

import { Button } from "@chakra-ui/react";
import NextLink from "next/link";
import { signupPath } from "@/lib/signup/signup-broker";

/** Spec §2: 'Continue' goes to /signup/iifl. */
export function ContinueToSignupButton({ onClick }: { onClick?: () => void }) {
  return (
    <Button asChild onClick={onClick}>
      <NextLink href={signupPath()}>Continue</NextLink>
    </Button>
  );
}
