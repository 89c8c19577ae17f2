"use client";

import { HStack, Stack, Text } from "@chakra-ui/react";
import { CircleCheck } from "lucide-react";
import { PHONE_PREFIX } from "@/lib/validation/mobile";

/**
 * Spec §2 screen 3: the gateway's own confirmation modal stays hidden; its text shows here,
 * in the widget.
 */
export function SignupConfirmation({ text, mobile }: { text: string | null; mobile: string }) {
  return (
    <Stack
      role="status"
      gap="3"
      p="4"
      rounded="xl"
      bg="profit.subtle"
      borderWidth="1px"
      borderColor="profit"
    >
      <HStack gap="2" color="profit" fontWeight="semibold">
        <CircleCheck size="20" aria-hidden />
        <Text>Mobile number verified</Text>
      </HStack>
      <Text fontSize="sm" color="fg">
        {text ?? `We will call you on ${PHONE_PREFIX} ${mobile} to complete your account opening.`}
      </Text>
    </Stack>
  );
}
