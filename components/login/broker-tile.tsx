"use client";

import { Button, Image, Spinner, Text, type ButtonProps } from "@chakra-ui/react";
import type { BrokerRecord } from "@/lib/brokers";
import { loginWithLabel, UNAVAILABLE_LABEL } from "@/lib/login/login-choices";
import { SANDBOX_LABEL } from "@/lib/sandbox";

interface BrokerTileProps extends Omit<ButtonProps, "children"> {
  broker: BrokerRecord;
  /** This broker's hand-off is under way. */
  redirecting: boolean;
  /** The text under the logo: the broker's nickname, or a label of the caller's. */
  label?: string;
  /** This server cannot log in with it: the tile says so (a click tells why). */
  unavailable?: boolean;
  /** This server serves the broker as a sandbox: the tile says so, as its login page does. */
  sandbox?: boolean;
}

/** The look every login choice shares: an outlined card that lights up on hover. */
export const LOGIN_CHOICE_STYLE = {
  variant: "outline",
  h: "auto",
  w: "full",
  rounded: "xl",
  color: "fg",
  whiteSpace: "normal",
  _hover: { borderColor: "accent", bg: "bg.muted" },
} as const satisfies ButtonProps;

/** One broker of the login grid: its logo and nickname; a click starts the hand-off. */
export function BrokerTile({
  broker,
  redirecting,
  label,
  unavailable = false,
  sandbox = false,
  ...props
}: BrokerTileProps) {
  const note = unavailable ? UNAVAILABLE_LABEL : sandbox ? SANDBOX_LABEL : null;
  return (
    <Button
      {...LOGIN_CHOICE_STYLE}
      minH="20"
      py="3"
      px="1"
      flexDirection="column"
      gap="1.5"
      bg="bg"
      borderColor="border"
      aria-label={note ? `${loginWithLabel(broker)} (${note})` : loginWithLabel(broker)}
      opacity={unavailable ? 0.6 : undefined}
      aria-busy={redirecting}
      {...props}
    >
      {redirecting ? (
        <Spinner size="md" color="accent" boxSize="9" />
      ) : (
        <Image src={broker.logoURL} alt="" boxSize="9" rounded="lg" />
      )}
      <Text as="span" fontSize="sm" fontWeight="medium" lineHeight="short" textAlign="center">
        {redirecting ? "Redirecting…" : (label ?? broker.nickname)}
      </Text>
      {note ? (
        <Text as="span" fontSize="xs" color={sandbox ? "orange.fg" : "fg.subtle"}>
          {note}
        </Text>
      ) : null}
    </Button>
  );
}
