import { describe, expect, it } from "vitest";
import { signupMessage } from "../validation/signup-messages";
import { GATEWAY_MESSAGES, LOCAL_OTP, TAKEN_EMAIL, createLocalGateway } from "./local-gateway";
import { DEFAULT_WIDGET_CONFIG } from "./widget-config";

const campaign = DEFAULT_WIDGET_CONFIG;
const gateway = () => createLocalGateway({ latencyMs: 0, brokerName: "IIFL Securities" });

describe("the local account-opening gateway", () => {
  it("refuses a mobile that is not ten digits starting 6 to 9, with the gateway's text", async () => {
    for (const mobile of ["98765", "0123456789", "98765432101"]) {
      expect(await gateway().sendOtp({ mobile, email: "", campaign })).toEqual({
        ok: false,
        message: "Kindly enter valid Mobile Number",
      });
    }
  });

  it("refuses a malformed e-mail and a taken one, and accepts none", async () => {
    const g = gateway();
    const mobile = "9876543210";
    expect(await g.sendOtp({ mobile, email: "trader@", campaign })).toEqual({
      ok: false,
      message: "Please enter valid email id",
    });
    expect(await g.sendOtp({ mobile, email: TAKEN_EMAIL.toUpperCase(), campaign })).toEqual({
      ok: false,
      message: "Email Id already Exists",
    });
    expect(await g.sendOtp({ mobile, email: "", campaign })).toEqual({ ok: true });
  });

  it("answers texts the widget maps and places (spec §5)", () => {
    expect(signupMessage(GATEWAY_MESSAGES.invalidMobile).field).toBe("mobile");
    expect(signupMessage(GATEWAY_MESSAGES.invalidEmail).field).toBe("email");
    expect(signupMessage(GATEWAY_MESSAGES.emailTaken).field).toBe("email");
    expect(signupMessage(GATEWAY_MESSAGES.wrongOtp).field).toBe("otp");
  });

  it("checks the OTP only after sending one, and confirms with the broker's name", async () => {
    const g = gateway();
    const mobile = "9876543210";
    expect(await g.verifyOtp(mobile, LOCAL_OTP)).toEqual({
      ok: false,
      message: GATEWAY_MESSAGES.noOtpSent,
    });
    await g.sendOtp({ mobile, email: "", campaign });
    expect(await g.verifyOtp(mobile, "000000")).toEqual({
      ok: false,
      message: GATEWAY_MESSAGES.wrongOtp,
    });
    const done = await g.verifyOtp(mobile, LOCAL_OTP);
    expect(done.ok && done.message).toMatch(/IIFL Securities will call you on \+91 9876543210/);
    expect(await g.resendOtp(mobile)).toEqual({ ok: true, message: GATEWAY_MESSAGES.otpResent });
  });

  it("tells the widget which code to type, since it sends no SMS", () => {
    expect(gateway().otpHint).toContain(LOCAL_OTP);
  });
});
