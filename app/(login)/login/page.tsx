import { Heading, Stack, Text } from "@chakra-ui/react";
import { RouteHeading } from "@/components/layout/route-heading";
import { routeMetadata } from "@/components/layout/route-metadata";
import { BrokerGrid } from "./broker-grid";

export const metadata = routeMetadata("login");

export default function LoginPage() {
  return (
    <Stack gap="6">
      <RouteHeading route="login" />
      <Stack gap="1">
        <Heading as="h2" size="md">
          Choose your broker
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          You will be securely redirected to your broker
        </Text>
      </Stack>
      <BrokerGrid />
    </Stack>
  );
}
