import type { SignupWidgetConfig } from "./widget-config";

/**
 * The broking account-opening gateway the sign-up widget talks to (spec §7: a third-party
 * component whose calls are not shown). Every call answers like the real one: success, or the
 * gateway's own message text, which the widget maps and places (spec §5).
 */
export type GatewayResult = { ok: true; message?: string } | { ok: false; message: string };

export interface SignupLeadInput {
  mobile: string;
  /** Optional; empty when not given. */
  email: string;
  campaign: Pick<SignupWidgetConfig, "leadCampaign" | "leadSource" | "utmCampaign">;
}

export interface AccountOpeningGateway {
  /** Registers the lead and sends a one-time password to the mobile. */
  sendOtp(lead: SignupLeadInput): Promise<GatewayResult>;
  /** Sends the one-time password again. */
  resendOtp(mobile: string): Promise<GatewayResult>;
  /** Checks the one-time password; success carries the confirmation text to show. */
  verifyOtp(mobile: string, otp: string): Promise<GatewayResult>;
  /** A gateway that sends no real SMS says here which code to type. */
  readonly otpHint?: string;
}
