"use client";

import { Button, Image, Wrap } from "@chakra-ui/react";
import { badgeBrokers, loginWithLabel } from "@/lib/login/login-choices";
import { useHandOff } from "./use-hand-off";
import { useLockedBroker } from "./use-locked-broker";

/**
 * Spec §2 screen 1, the badge variant: 'Login with' IIFL, Nuvama and HDFC SKY, or only the
 * locked broker. Each badge starts that broker's login at once.
 */
export function LoginBadges() {
  const locked = useLockedBroker();
  const { pending, start } = useHandOff();
  return (
    <Wrap gap="2">
      {badgeBrokers(locked).map((broker) => (
        <Button
          key={broker.broker}
          variant="outline"
          size="sm"
          rounded="full"
          ps="1.5"
          borderColor="border.emphasized"
          loading={pending === broker.broker}
          disabled={pending !== null}
          onClick={() => start(broker)}
        >
          <Image src={broker.logoURL} alt="" boxSize="5" rounded="full" />
          {loginWithLabel(broker)}
        </Button>
      ))}
    </Wrap>
  );
}
