import { Box, Button, Heading, Separator, Stack, Text } from "@chakra-ui/react";
import type { Metadata } from "next";
import NextLink from "next/link";
import { notFound } from "next/navigation";
import { routeMetadata } from "@/components/layout/route-metadata";
import { LoginBadges } from "@/components/login/login-badges";
import { LoginButton } from "@/components/login/login-button";
import { BackButton } from "@/components/signup/back-button";
import { SignupPanel } from "@/components/signup/signup-panel";
import { brokerByCode, type BrokerRecord } from "@/lib/brokers";
import { SIGNUP_BROKER_CODE, signupPath, signupTitle } from "@/lib/signup/signup-broker";
import { matchRoute, routePath } from "@/lib/routing/routes";

interface Props {
  params: Promise<{ broker: string }>;
}

/** `{broker}` takes broker codes only; anything else is not a page (and gets the 404 title). */
async function pageBroker({ params }: Props): Promise<BrokerRecord> {
  const { broker: code } = await params;
  const broker = matchRoute(routePath("signup", { broker: code })) ? brokerByCode(code) : undefined;
  if (!broker) notFound();
  return broker;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  await pageBroker(props);
  return routeMetadata("signup");
}

/** /signup/{broker}: 'Sign Up with {broker}', the lead-capture widget, and login for account holders. */
export default async function SignupPage(props: Props) {
  const broker = await pageBroker(props);
  const opensAccounts = broker.broker === SIGNUP_BROKER_CODE;
  return (
    <Stack gap="6">
      <Stack gap="2" align="start">
        <BackButton />
        <Heading as="h1" size={{ base: "xl", md: "2xl" }}>
          {signupTitle(broker)}
        </Heading>
      </Stack>
      {opensAccounts ? (
        <SignupPanel broker={broker} />
      ) : (
        <Stack gap="4">
          <Text color="fg.muted">
            Opening a {broker.name} account online is not available here yet. You can open an
            account with our partner broker instead.
          </Text>
          <Button asChild alignSelf="start">
            <NextLink href={signupPath()}>Open an account online</NextLink>
          </Button>
        </Stack>
      )}
      <Separator />
      <Stack gap="3">
        <Text fontWeight="medium">Already have a broker account?</Text>
        <LoginBadges />
        <Box alignSelf="start">
          <LoginButton wording="your-broker" variant="subtle" />
        </Box>
      </Stack>
    </Stack>
  );
}
