"use client";

import { Box, chakra, Stack, Text } from "@chakra-ui/react";
import { useEffect, useEffectEvent, useReducer, useRef, useState, type FormEvent } from "react";
import type { AccountOpeningGateway } from "@/lib/signup/gateway";
import { webEnvAttribute, type SignupWidgetConfig } from "@/lib/signup/widget-config";
import { PHONE_PREFIX } from "@/lib/validation/mobile";
import {
  canSubmitSignup,
  mobileReadyOutput,
  otpShownOutput,
  type WidgetOutput,
} from "@/lib/validation/signup-trigger";
import { OtpStep } from "./otp-step";
import { SignupConfirmation } from "./signup-confirmation";
import { WidgetButton } from "./widget-button";
import { WidgetField } from "./widget-field";
import { initialWidgetState, widgetReducer } from "./widget-state";

export interface SignupWidgetProps {
  gateway: AccountOpeningGateway;
  config: SignupWidgetConfig;
  /** Spec §3 'Widget output to parent': mobile, e-mail, otp. */
  onOutput: (output: WidgetOutput) => void;
  /** Spec §4: runs when the OTP step shows. */
  onOpenOtpPage?: () => void;
}

/** Spec §2 screen 3, §4 and §5: the lead-capture sign-up widget. */
export function SignupWidget({ gateway, config, onOutput, onOpenOtpPage }: SignupWidgetProps) {
  const [state, dispatch] = useReducer(widgetReducer, initialWidgetState);
  const [sentCount, setSentCount] = useState(0);
  const { step, mobile, email, loading, message } = state;
  const mobileError = message?.field === "mobile";

  const report = useEffectEvent(onOutput);
  const openOtpPage = useEffectEvent(() => onOpenOtpPage?.());
  const reportedMobile = useRef<string | null>(null);

  // Spec §4: a 10-character mobile with no mobile error is reported once, e-mail empty, otp false.
  useEffect(() => {
    const output = mobileReadyOutput(mobile, mobileError);
    if (output && reportedMobile.current !== mobile) {
      reportedMobile.current = mobile;
      report(output);
    }
  }, [mobile, mobileError]);

  // Spec §4: the OTP step showing is reported (and again as the page unloads), and the
  // open-OTP-page callback runs.
  useEffect(() => {
    if (step !== "otp") return;
    const output = otpShownOutput(mobile, email.trim());
    report(output);
    openOtpPage();
    const onUnload = () => report(output);
    window.addEventListener("beforeunload", onUnload);
    return () => window.removeEventListener("beforeunload", onUnload);
  }, [step, mobile, email]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    if (step === "details") {
      if (!canSubmitSignup(mobile)) return;
      dispatch({ type: "request" });
      const sent = await gateway.sendOtp({ mobile, email: email.trim(), campaign: config });
      if (sent.ok) setSentCount((n) => n + 1);
      dispatch(sent.ok ? { type: "otpSent" } : { type: "failed", message: sent.message });
    } else if (step === "otp") {
      dispatch({ type: "request" });
      const checked = await gateway.verifyOtp(mobile, state.otp);
      dispatch(
        checked.ok
          ? { type: "verified", confirmation: checked.message ?? null }
          : { type: "failed", message: checked.message },
      );
    }
  }

  async function resend() {
    dispatch({ type: "request" });
    const sent = await gateway.resendOtp(mobile);
    if (sent.ok) setSentCount((n) => n + 1);
    dispatch(
      sent.ok
        ? { type: "otpResent", notice: sent.message ?? null }
        : { type: "failed", message: sent.message },
    );
  }

  const edit = (field: "mobile" | "email" | "otp") => (value: string) =>
    dispatch({ type: "edit", field, value });

  if (step === "done") return <SignupConfirmation text={state.confirmation} mobile={mobile} />;
  return (
    // Spec §4: while loading, pointer input is ignored and the cursor shows not-allowed (the
    // outer box keeps the cursor, the inner one drops the pointer events).
    <Box
      cursor={loading ? "not-allowed" : undefined}
      aria-busy={loading}
      {...webEnvAttribute(config)}
    >
      <chakra.form onSubmit={submit} noValidate pointerEvents={loading ? "none" : undefined}>
        <Stack gap={config.inputSpacing}>
          {step === "details" ? (
            <>
              <WidgetField
                label="Mobile number"
                name="mobileNumber"
                prefix={PHONE_PREFIX}
                value={mobile}
                message={mobileError ? message : null}
                onValue={edit("mobile")}
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder="10-digit mobile number"
                maxLength={10}
              />
              <WidgetField
                label="Email (optional)"
                name="otheremailid"
                type="email"
                value={email}
                message={message?.field === "email" ? message : null}
                onValue={edit("email")}
                autoComplete="email"
                placeholder="you@example.com"
              />
            </>
          ) : (
            <OtpStep
              mobile={mobile}
              otp={state.otp}
              message={message}
              notice={state.notice}
              hint={gateway.otpHint}
              sentCount={sentCount}
              onOtp={edit("otp")}
              onResend={resend}
              onChangeMobile={() => dispatch({ type: "changeMobile" })}
            />
          )}
          {message && message.field === null ? (
            <Text role="alert" fontSize="sm" color="fg.error">
              {message.text}
            </Text>
          ) : null}
          <WidgetButton
            label={step === "details" ? "Get Started" : "Next"}
            loading={loading}
            disabled={step === "details" ? !canSubmitSignup(mobile) : state.otp.length === 0}
            color={config.buttonColor}
          />
        </Stack>
      </chakra.form>
    </Box>
  );
}
