"use client";

import { Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { createSignupLead } from "@/api-clients/signup/create-lead";
import type { BrokerRecord } from "@/lib/brokers";
import { createLocalGateway } from "@/lib/signup/local-gateway";
import { signupLeadBody } from "@/lib/signup/signup-lead";
import { signupWidgetConfig, type SignupWidgetConfig } from "@/lib/signup/widget-config";
import type { WidgetOutput } from "@/lib/validation/signup-trigger";
import { SignupWidget } from "./signup-widget";
import { saveUrlParameters, savedUrlParameters } from "./url-parameters-cookie";

/** Each widget output becomes a lead at the signup API: otp_verified once the OTP step shows. */
function reportLead(output: WidgetOutput): void {
  const lead = signupLeadBody({
    mobile: output.mobile,
    email: output.email,
    otpVerified: output.otp,
    urlParameters: savedUrlParameters(),
  });
  if (lead) void createSignupLead(lead);
}

/**
 * The sign-up form for one broker, on the /signup page and in the sign-up popup: the widget,
 * wired to the account-opening gateway and the signup API.
 */
export function SignupPanel({
  broker,
  config,
}: {
  broker: BrokerRecord;
  config?: Partial<SignupWidgetConfig>;
}) {
  // The embedded default; a real gateway would be chosen here from the build's configuration.
  const [gateway] = useState(() => createLocalGateway({ brokerName: broker.name }));
  useEffect(() => saveUrlParameters(), []);
  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        Enter your mobile number to start opening your {broker.name} account. We will send you a
        one-time password to confirm it.
      </Text>
      <SignupWidget gateway={gateway} config={signupWidgetConfig(config)} onOutput={reportLead} />
    </Stack>
  );
}
