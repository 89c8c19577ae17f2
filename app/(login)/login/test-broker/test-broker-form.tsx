"use client";

import { Button, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { submitTestBrokerLogin } from "@/api-clients/bridge/test-broker-login";
import { ApiStatusError } from "@/api-clients/errors";
import {
  testBrokerLoginErrors,
  type TestBrokerLogin,
  type TestBrokerLoginErrors,
} from "@/lib/login/test-broker-credentials";
import { useHydrated } from "@/components/ui/use-hydrated";
import { CredentialField } from "./credential-field";

/** Where 'Cancel' sends the trader: back to the app, saying the login was denied (OAuth's word). */
function cancelledUrl(redirectUrl: string, state: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set("error", "access_denied");
  url.searchParams.set("state", state);
  return url.toString();
}

/** The form's fields as typed: read from the inputs themselves (see TestBrokerForm). */
function typedLogin(form: HTMLFormElement): TestBrokerLogin {
  const data = new FormData(form);
  return { clientId: String(data.get("clientId") ?? ""), name: String(data.get("name") ?? "") };
}

/**
 * The test broker's login form. Its inputs are uncontrolled: on a slow phone a trader may type
 * (and press Log in) before the page has hydrated, and React resets a controlled input to its
 * state when it hydrates, losing what was typed; an uncontrolled one keeps it. Log in waits for
 * hydration: pressed before the script has run, the browser would submit the form itself (a GET
 * of this page with the typed fields and without the login's state: "This login link is
 * incomplete"), as a busy CI runner showed.
 */
export function TestBrokerForm({ redirectUrl, state }: { redirectUrl: string; state: string }) {
  const [errors, setErrors] = useState<TestBrokerLoginErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const hydrated = useHydrated();

  const edit = (field: keyof TestBrokerLogin) => () => {
    setErrors((e) => ({ ...e, [field]: undefined }));
    setProblem(null);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = typedLogin(event.currentTarget);
    const invalid = testBrokerLoginErrors(values);
    if (invalid) return setErrors(invalid);
    setSending(true);
    try {
      window.location.assign(await submitTestBrokerLogin({ ...values, redirectUrl, state }));
    } catch (error) {
      setSending(false);
      setProblem(
        error instanceof ApiStatusError && error.status === 400
          ? error.message
          : "The test broker is not answering. Please try again in a moment.",
      );
    }
  }

  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate>
        <CredentialField
          name="clientId"
          label="Client ID"
          error={errors.clientId}
          helper="Any 2 to 16 letters or digits: a new id opens a new paper account."
          onEdit={edit("clientId")}
          autoCapitalize="characters"
          autoComplete="username"
          placeholder="e.g. PAPER01"
        />
        <CredentialField
          name="name"
          label="Name"
          error={errors.name}
          onEdit={edit("name")}
          autoComplete="name"
          placeholder="Your name"
        />
        {problem ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {problem}
          </Text>
        ) : null}
        <Stack direction={{ base: "column-reverse", sm: "row" }} gap="3" justify="end" pt="2">
          <Button asChild variant="outline" size="lg">
            <a href={cancelledUrl(redirectUrl, state)}>Cancel</a>
          </Button>
          <Button
            type="submit"
            size="lg"
            disabled={!hydrated}
            loading={sending}
            loadingText="Logging in…"
          >
            Log in
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
