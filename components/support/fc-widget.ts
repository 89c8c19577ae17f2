/**
 * The part of the chat vendor's web widget (Freshchat, `window.fcWidget`) the app uses, typed so
 * the rest of the app never touches the global. Tests stand a fake in for it.
 */
export interface FcUserProperties {
  firstName?: string;
  email?: string;
  phone?: string;
  phoneCountryCode?: string;
  /** Extra properties the support team sees, e.g. the identity hash. */
  [property: string]: string | undefined;
}

export interface FcInitConfig {
  token: string;
  host: string;
  locale: string;
  externalId?: string;
  config: {
    headerProperty: { hideChatButton: boolean; direction: "ltr" | "rtl" };
    [option: string]: unknown;
  };
}

export type FcEvent = "widget:loaded" | "widget:opened" | "widget:closed" | "unreadCount:notify";

export interface FcWidget {
  init(config: FcInitConfig): void;
  isInitialized(): boolean;
  isOpen(): boolean;
  open(): void;
  close(): void;
  show(): void;
  hide(): void;
  on(event: FcEvent, listener: (payload?: { count?: number }) => void): void;
  setExternalId(id: string): void;
  user: { setProperties(properties: FcUserProperties): void };
}

declare global {
  interface Window {
    fcWidget?: FcWidget;
  }
}
