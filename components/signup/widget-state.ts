import { MOBILE_DIGITS } from "@/lib/validation/mobile";
import { signupMessage, type SignupMessage } from "@/lib/validation/signup-messages";

/** The widget's steps: the details form, the OTP form, and the inline confirmation. */
export type WidgetStep = "details" | "otp" | "done";

/** The OTP the gateway sends: six digits. */
export const OTP_DIGITS = 6;

export interface WidgetState {
  step: WidgetStep;
  mobile: string;
  email: string;
  otp: string;
  loading: boolean;
  /** The gateway's message, mapped and placed (spec §5). */
  message: SignupMessage | null;
  /** A passing note, e.g. that the OTP was sent again. */
  notice: string | null;
  /** The gateway's confirmation, shown inline instead of its own modal (spec §2 screen 3). */
  confirmation: string | null;
}

export type WidgetAction =
  | { type: "edit"; field: "mobile" | "email" | "otp"; value: string }
  | { type: "request" }
  | { type: "failed"; message: string }
  | { type: "otpSent" }
  | { type: "otpResent"; notice: string | null }
  | { type: "verified"; confirmation: string | null }
  | { type: "changeMobile" };

export const initialWidgetState: WidgetState = {
  step: "details",
  mobile: "",
  email: "",
  otp: "",
  loading: false,
  message: null,
  notice: null,
  confirmation: null,
};

const digits = (value: string, max: number) => value.replace(/\D/g, "").slice(0, max);

/** Spec §4/§5 rules as state changes: any keystroke clears the message shown; loading blocks edits. */
export function widgetReducer(state: WidgetState, action: WidgetAction): WidgetState {
  switch (action.type) {
    case "edit": {
      if (state.loading) return state;
      const value =
        action.field === "mobile"
          ? digits(action.value, MOBILE_DIGITS)
          : action.field === "otp"
            ? digits(action.value, OTP_DIGITS)
            : action.value;
      return { ...state, [action.field]: value, message: null, notice: null };
    }
    case "request":
      return { ...state, loading: true, message: null, notice: null };
    case "failed":
      return { ...state, loading: false, message: signupMessage(action.message) };
    case "otpSent":
      return { ...state, loading: false, step: "otp", otp: "" };
    case "otpResent":
      return { ...state, loading: false, otp: "", notice: action.notice };
    case "verified":
      return { ...state, loading: false, step: "done", confirmation: action.confirmation };
    case "changeMobile":
      return { ...state, step: "details", otp: "", message: null, notice: null };
  }
}
