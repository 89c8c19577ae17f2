import { HStack, Image, Stack, Text } from "@chakra-ui/react";
import { headers } from "next/headers";
import { RouteHeading } from "@/components/layout/route-heading";
import { routeMetadata } from "@/components/layout/route-metadata";
import { LoginProblem } from "@/components/login/login-problem";
import { brokerByCode } from "@/lib/brokers";
import { TEST_BROKER_CODE } from "@/lib/product";
import { routePath } from "@/lib/routing/routes";
import { TestBrokerForm } from "./test-broker-form";

export const metadata = routeMetadata("loginTestBroker");

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Only this deployment's own /login/verify may receive the test broker's login. */
function isOwnCallback(redirectUrl: string, host: string | null): boolean {
  try {
    const url = new URL(redirectUrl);
    return url.host === host && url.pathname === routePath("loginVerify");
  } catch {
    return false;
  }
}

/**
 * The test broker's own login page, as a broker's page looks: its brand, the client's id and
 * name, and a way back. The bridge's test-broker login server checks the login.
 */
export default async function TestBrokerLoginPage({ searchParams }: Props) {
  const { redirectUrl, state } = await searchParams;
  const host = (await headers()).get("host");
  const broker = brokerByCode(TEST_BROKER_CODE);
  const valid =
    typeof redirectUrl === "string" &&
    typeof state === "string" &&
    isOwnCallback(redirectUrl, host);
  return (
    <Stack gap="6">
      {broker ? (
        <HStack gap="3" pb="5" borderBottomWidth="1px" borderColor="border">
          <Image src={broker.logoURL} alt="" boxSize="11" rounded="lg" />
          <Stack gap="0">
            <Text fontWeight="bold" fontSize="lg">
              {broker.name}
            </Text>
            <Text fontSize="xs" color="fg.subtle">
              {broker.legalName} · virtual money only
            </Text>
          </Stack>
        </HStack>
      ) : null}
      <RouteHeading route="loginTestBroker">
        Strikeline is asking to connect to your paper-trading account.
      </RouteHeading>
      {valid ? (
        <TestBrokerForm redirectUrl={redirectUrl} state={state} />
      ) : (
        <LoginProblem kind="invalid" retryHref={routePath("login")} />
      )}
    </Stack>
  );
}
