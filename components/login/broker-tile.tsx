"use client";

import { Button, Image, Spinner, Text, type ButtonProps } from "@chakra-ui/react";
import type { BrokerRecord } from "@/lib/brokers";
import { loginWithLabel } from "@/lib/login/login-choices";

interface BrokerTileProps extends Omit<ButtonProps, "children"> {
  broker: BrokerRecord;
  /** This broker's hand-off is under way. */
  redirecting: boolean;
  /** The text under the logo: the broker's nickname, or a label of the caller's. */
  label?: string;
}

/** One broker of the login grid: its logo and nickname; a click starts the hand-off. */
export function BrokerTile({ broker, redirecting, label, ...props }: BrokerTileProps) {
  return (
    <Button
      variant="outline"
      h="auto"
      w="full"
      minH="24"
      py="4"
      px="2"
      flexDirection="column"
      gap="2"
      rounded="xl"
      bg="bg"
      borderColor="border"
      whiteSpace="normal"
      _hover={{ borderColor: "accent", bg: "bg.muted" }}
      aria-label={loginWithLabel(broker)}
      aria-busy={redirecting}
      {...props}
    >
      {redirecting ? (
        <Spinner size="md" color="accent" boxSize="10" />
      ) : (
        <Image src={broker.logoURL} alt="" boxSize="10" rounded="lg" />
      )}
      <Text as="span" fontSize="sm" fontWeight="medium" lineHeight="short" textAlign="center">
        {redirecting ? "Redirecting…" : (label ?? broker.nickname)}
      </Text>
    </Button>
  );
}
