import { PHONE_PREFIX } from "../validation/mobile";
import { isValidEmail } from "../validation/email";
import type { AccountOpeningGateway, GatewayResult, SignupLeadInput } from "./gateway";

/** The code the local gateway accepts: it sends no SMS. */
export const LOCAL_OTP = "123456";
/** An address the local gateway treats as already having an account. */
export const TAKEN_EMAIL = "taken@example.com";

/** The gateway's own texts (spec §5 names the first three). */
export const GATEWAY_MESSAGES = {
  invalidMobile: "Kindly enter valid Mobile Number",
  invalidEmail: "Please enter valid email id",
  emailTaken: "Email Id already Exists",
  wrongOtp: "Invalid OTP. Please check the code and try again",
  noOtpSent: "Please request an OTP first",
  otpResent: "OTP sent again",
} as const;

/** Indian mobile numbers: ten digits, the first 6 to 9. */
const INDIAN_MOBILE = /^[6-9][0-9]{9}$/;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The embedded default: behaves like the account-opening gateway (validates the mobile and the
 * e-mail, refuses a taken e-mail, 'sends' an OTP and checks it) without any third party.
 * `latencyMs` imitates the network so the widget's loading state shows as it would.
 */
export function createLocalGateway(
  options: { latencyMs?: number; brokerName?: string } = {},
): AccountOpeningGateway {
  const latency = options.latencyMs ?? 600;
  const sentTo = new Set<string>();
  const answer = async (result: GatewayResult) => {
    await wait(latency);
    return result;
  };
  const fail = (message: string) => answer({ ok: false, message });

  return {
    otpHint: `Test mode: no SMS is sent. Enter ${LOCAL_OTP}.`,
    async sendOtp({ mobile, email }: SignupLeadInput) {
      if (!INDIAN_MOBILE.test(mobile)) return fail(GATEWAY_MESSAGES.invalidMobile);
      const address = email.trim();
      if (address && !isValidEmail(address)) return fail(GATEWAY_MESSAGES.invalidEmail);
      if (address.toLowerCase() === TAKEN_EMAIL) return fail(GATEWAY_MESSAGES.emailTaken);
      sentTo.add(mobile);
      return answer({ ok: true });
    },
    async resendOtp(mobile: string) {
      if (!sentTo.has(mobile)) return fail(GATEWAY_MESSAGES.noOtpSent);
      return answer({ ok: true, message: GATEWAY_MESSAGES.otpResent });
    },
    async verifyOtp(mobile: string, otp: string) {
      if (!sentTo.has(mobile)) return fail(GATEWAY_MESSAGES.noOtpSent);
      if (otp.trim() !== LOCAL_OTP) return fail(GATEWAY_MESSAGES.wrongOtp);
      const broker = options.brokerName ?? "your broker";
      return answer({
        ok: true,
        message: `Thank you! ${broker} will call you on ${PHONE_PREFIX} ${mobile} to complete your account opening.`,
      });
    },
  };
}
