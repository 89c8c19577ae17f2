import { Heading, List, Stack, Text } from "@chakra-ui/react";
import { CircleCheck } from "lucide-react";
import type { BrokerRecord } from "@/lib/brokers";
import { ACCOUNT_FEATURES } from "@/lib/signup/signup-broker";

/** Spec §2 'Open a New Account': 'Features Of {broker}'. */
export function OpenAccountContent({ broker }: { broker: BrokerRecord }) {
  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        No broker account yet? Open one with our partner broker and start following tradeboxes.
      </Text>
      <Stack gap="3" p="4" rounded="xl" bg="bg" borderWidth="1px" borderColor="border">
        <Heading as="h3" size="sm">
          Features Of {broker.name}
        </Heading>
        <List.Root gap="2" variant="plain" fontSize="sm">
          {ACCOUNT_FEATURES.map((feature) => (
            <List.Item key={feature} alignItems="start">
              <List.Indicator asChild color="accent" mt="0.5">
                <CircleCheck size="16" aria-hidden />
              </List.Indicator>
              {feature}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Stack>
  );
}
