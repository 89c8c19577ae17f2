import { describe, expect, it } from "vitest";
import {
  initialWidgetState,
  widgetReducer,
  type WidgetAction,
  type WidgetState,
} from "./widget-state";

const run = (actions: WidgetAction[], from: WidgetState = initialWidgetState) =>
  actions.reduce(widgetReducer, from);

describe("the sign-up widget's rules", () => {
  it("keeps the mobile to ten digits and the OTP to six", () => {
    expect(run([{ type: "edit", field: "mobile", value: "+91 98765-43210 99" }]).mobile).toBe(
      "9198765432",
    );
    expect(run([{ type: "edit", field: "otp", value: "12a34567" }]).otp).toBe("123456");
  });

  it("maps and places the gateway's message (spec §5)", () => {
    const state = run([
      { type: "request" },
      { type: "failed", message: "Email Id already Exists" },
    ]);
    expect(state.loading).toBe(false);
    expect(state.message).toEqual({
      text: "An account with this email exits with iifl, kindly login with the email.",
      field: "email",
      borderColor: "#E23051",
    });
  });

  it("clears the message on the next keystroke in the mobile or e-mail field (spec §4)", () => {
    const failed = run([{ type: "failed", message: "Kindly enter valid Mobile Number" }]);
    expect(run([{ type: "edit", field: "email", value: "a" }], failed).message).toBeNull();
    expect(run([{ type: "edit", field: "mobile", value: "9" }], failed).message).toBeNull();
  });

  it("ignores edits while loading", () => {
    const loading = run([{ type: "edit", field: "mobile", value: "98" }, { type: "request" }]);
    expect(run([{ type: "edit", field: "mobile", value: "987" }], loading).mobile).toBe("98");
  });

  it("moves to the OTP step, then to the inline confirmation", () => {
    const otp = run([{ type: "request" }, { type: "otpSent" }]);
    expect(otp).toMatchObject({ step: "otp", loading: false });
    const done = run([{ type: "verified", confirmation: "Thank you" }], otp);
    expect(done).toMatchObject({ step: "done", confirmation: "Thank you" });
  });

  it("goes back to the details to change the mobile, keeping what was typed", () => {
    const otp = run([{ type: "edit", field: "mobile", value: "9876543210" }, { type: "otpSent" }]);
    expect(run([{ type: "changeMobile" }], otp)).toMatchObject({
      step: "details",
      mobile: "9876543210",
    });
  });
});
