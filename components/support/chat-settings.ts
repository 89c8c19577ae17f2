import type { FcInitConfig } from "./fc-widget";

/** Spec §9 'Chat widget: position right, locale en, type standard, dark mode auto.' */
export const CHAT_WIDGET_SETTINGS = {
  position: "right",
  locale: "en",
  type: "standard",
  darkMode: "auto",
} as const;

/** The vendor's web script and host; the token comes from the build's environment. */
export const CHAT_SCRIPT_HOST =
  process.env.NEXT_PUBLIC_FRESHCHAT_HOST || "https://wchat.freshchat.com";
export const CHAT_TOKEN = process.env.NEXT_PUBLIC_FRESHCHAT_TOKEN || "";

/**
 * The widget's init options from our settings: its own launcher hidden (spec §2 'hidden by
 * default and opened by actions'), on the right (ltr), English, standard type, dark mode auto.
 */
export function chatInitConfig(token: string, host: string): FcInitConfig {
  const s = CHAT_WIDGET_SETTINGS;
  return {
    token,
    host,
    locale: s.locale,
    config: {
      headerProperty: { hideChatButton: true, direction: s.position === "right" ? "ltr" : "rtl" },
      widgetType: s.type,
      darkMode: s.darkMode,
    },
  };
}
