import { Spinner, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

/** A login step under way ('Securely Redirecting', 'Verifying Login'): a spinner and a line. */
export function LoginProgress({ children }: { children: ReactNode }) {
  return (
    <Stack role="status" gap="4" align="center" textAlign="center" py="4">
      <Spinner size="xl" color="accent" borderWidth="3px" />
      <Text color="fg.muted">{children}</Text>
    </Stack>
  );
}
