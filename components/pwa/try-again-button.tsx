"use client";

import { Button } from "@chakra-ui/react";

/** Reloads the page the trader asked for: the offline page stands in for it until then. */
export function TryAgainButton() {
  return <Button onClick={() => window.location.reload()}>Try again</Button>;
}
