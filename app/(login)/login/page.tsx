import { Heading, Stack } from "@chakra-ui/react";
import { cookies, headers } from "next/headers";
import { routeMetadata } from "@/components/layout/route-metadata";
import { BROKER_COOKIE } from "@/lib/login/login-cookies";
import { LOGIN_CHOOSER_TITLE, lockedBroker } from "@/lib/login/login-choices";
import { loginRedirect, refererRedirect } from "@/lib/login/login-redirect";
import { REDIRECT_PARAM } from "@/lib/routing/redirect-path";
import { LoginPageChooser } from "./login-page-chooser";

export const metadata = routeMetadata("login");

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /login: the broker choice as a page, coming back to where the visitor was going. */
export default async function LoginPage({ searchParams }: Props) {
  const asked = (await searchParams)[REDIRECT_PARAM];
  const search =
    typeof asked === "string" ? `?${new URLSearchParams({ [REDIRECT_PARAM]: asked })}` : "";
  const [jar, head] = await Promise.all([cookies(), headers()]);
  const redirect =
    loginRedirect({ pathname: "/login", search }) ??
    refererRedirect(head.get("referer"), head.get("host"));
  return (
    <Stack gap="5">
      <Heading as="h1" size={{ base: "xl", md: "2xl" }}>
        {LOGIN_CHOOSER_TITLE}
      </Heading>
      <LoginPageChooser locked={lockedBroker(jar.get(BROKER_COOKIE)?.value)} redirect={redirect} />
    </Stack>
  );
}
