import { Button, Circle, Stack, Text } from "@chakra-ui/react";
import { TriangleAlert } from "lucide-react";
import NextLink from "next/link";
import { LOGIN_ERROR_TEXTS, type LoginErrorKind } from "@/lib/login/login-errors";

/** A login that did not finish: what happened, and 'Try again' back to the broker choice. */
export function LoginProblem({ kind, retryHref }: { kind: LoginErrorKind; retryHref: string }) {
  const { title, text } = LOGIN_ERROR_TEXTS[kind];
  return (
    <Stack role="alert" gap="4" align="center" textAlign="center" py="2">
      <Circle size="12" bg="loss.subtle" color="loss">
        <TriangleAlert size="22" aria-hidden />
      </Circle>
      <Stack gap="1">
        <Text fontWeight="semibold" fontSize="lg">
          {title}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {text}
        </Text>
      </Stack>
      <Button asChild w={{ base: "full", sm: "auto" }} minW="40">
        <NextLink href={retryHref}>Try again</NextLink>
      </Button>
    </Stack>
  );
}
