import { Stack } from "@chakra-ui/react";
import { RouteHeading } from "@/components/layout/route-heading";
import { routeMetadata } from "@/components/layout/route-metadata";
import { LoginProblem } from "@/components/login/login-problem";
import { LoginProgress } from "@/components/login/login-progress";
import { loginRetryHref } from "@/components/login/retry-href";
import { LOGIN_ERROR_PARAM, loginErrorKind } from "@/lib/login/login-errors";

export const metadata = routeMetadata("loginInitiate");

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * 'Securely Redirecting'. The hand-off form's POST never renders this page (its route handler
 * answers with the redirect to the broker); a GET shows why a hand-off stopped, or the wait.
 */
export default async function LoginInitiatePage({ searchParams }: Props) {
  const error = (await searchParams)[LOGIN_ERROR_PARAM];
  return (
    <Stack gap="6">
      <RouteHeading route="loginInitiate" />
      {typeof error === "string" ? (
        <LoginProblem kind={loginErrorKind(error)} retryHref={await loginRetryHref()} />
      ) : (
        <LoginProgress>Taking you to your broker&apos;s login page…</LoginProgress>
      )}
    </Stack>
  );
}
