import { Stack } from "@chakra-ui/react";
import { RouteHeading } from "@/components/layout/route-heading";
import { routeMetadata } from "@/components/layout/route-metadata";
import { loginRetryHref } from "@/components/login/retry-href";
import { VerifyLogin } from "./verify-login";

export const metadata = routeMetadata("loginVerify");

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** 'Verifying Login': where the broker sends the trader back (docs/login.md). */
export default async function LoginVerifyPage({ searchParams }: Props) {
  const query = Object.fromEntries(
    Object.entries(await searchParams).flatMap(([key, value]) =>
      typeof value === "string" ? [[key, value]] : [],
    ),
  );
  return (
    <Stack gap="6">
      <RouteHeading route="loginVerify" />
      <VerifyLogin query={query} retryHref={await loginRetryHref()} />
    </Stack>
  );
}
