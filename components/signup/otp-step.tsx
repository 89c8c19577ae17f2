"use client";

import { HStack, Stack, Text } from "@chakra-ui/react";
import { TextButton } from "@/components/ui/text-button";
import { PHONE_PREFIX } from "@/lib/validation/mobile";
import type { SignupMessage } from "@/lib/validation/signup-messages";
import { useCountdown } from "./use-countdown";
import { WidgetField } from "./widget-field";
import { OTP_DIGITS } from "./widget-state";

/** How long before the OTP can be sent again (our choice: the usual SMS gateway wait). */
export const RESEND_AFTER_SECONDS = 30;

interface OtpStepProps {
  mobile: string;
  otp: string;
  message: SignupMessage | null;
  notice: string | null;
  hint: string | undefined;
  /** Changes each time an OTP goes out, restarting the resend wait. */
  sentCount: number;
  onOtp: (value: string) => void;
  onResend: () => void;
  onChangeMobile: () => void;
}

/** The OTP step: where the code went, the code, and the resend link. */
export function OtpStep(props: OtpStepProps) {
  const { mobile, otp, message, notice, hint, sentCount } = props;
  const wait = useCountdown(RESEND_AFTER_SECONDS, sentCount);
  return (
    <Stack gap="3">
      <HStack justify="space-between" gap="2" fontSize="sm">
        <Text color="fg.muted">
          OTP sent to{" "}
          <Text as="span" color="fg" fontWeight="medium" whiteSpace="nowrap">
            {PHONE_PREFIX} {mobile}
          </Text>
        </Text>
        <TextButton onClick={props.onChangeMobile}>Change</TextButton>
      </HStack>
      <WidgetField
        label="Enter OTP"
        name="otp"
        value={otp}
        message={message?.field === "otp" ? message : null}
        onValue={props.onOtp}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_DIGITS}
        placeholder={`${OTP_DIGITS}-digit code`}
        letterSpacing={otp ? "0.3em" : undefined}
        autoFocus
      />
      {hint ? (
        <Text fontSize="xs" color="fg.subtle">
          {hint}
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {notice ? `${notice}. ` : null}
        {wait > 0 ? (
          `Resend OTP in ${wait}s`
        ) : (
          <>
            Didn&apos;t get it? <TextButton onClick={props.onResend}>Resend OTP</TextButton>
          </>
        )}
      </Text>
    </Stack>
  );
}
