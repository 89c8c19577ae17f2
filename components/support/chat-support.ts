import type { ChatIdentity } from "@/lib/profile/chat-identity";
import { chatInitConfig } from "./chat-settings";
import type { FcWidget } from "./fc-widget";

export interface ChatSupportOptions {
  /** The vendor token; empty → no widget, nothing loads (Contact Support falls back to e-mail). */
  token: string;
  host: string;
  /** Where the vendor's script puts `fcWidget` (the window). */
  win: { fcWidget?: FcWidget };
  loadScript: (src: string) => Promise<void>;
}

/** The chat-support widget as the app uses it (spec §2 screen 11). */
export interface ChatSupport {
  /** Whether a widget is configured at all. */
  readonly available: boolean;
  /** Loads and starts the widget (once); null when unavailable or it failed to load. */
  load(): Promise<FcWidget | null>;
  /** Opens the chat; false when there is no widget to open. */
  open(): Promise<boolean>;
  /** Away from nav pages: closed and out of sight. */
  hide(): void;
  /** Back on a nav page: allowed to show again (still closed until an action opens it). */
  allow(): void;
  /** Spec §5 chat identity; `hash` (POST /api/hashEmail) verifies it, absent when that failed. */
  setUser(identity: ChatIdentity, hash?: string): Promise<void>;
  /** Called when a support message arrives while the chat is closed. Returns the unsubscribe. */
  onMessageWhileClosed(listener: () => void): () => void;
}

export function createChatSupport({
  token,
  host,
  win,
  loadScript,
}: ChatSupportOptions): ChatSupport {
  let loading: Promise<FcWidget | null> | undefined;
  let unread = 0;
  let allowed = true;
  const listeners = new Set<() => void>();

  const start = async (): Promise<FcWidget> => {
    if (!win.fcWidget) await loadScript(`${host}/js/widget.js`);
    const widget = win.fcWidget;
    if (!widget) throw new Error("The chat widget's script did not define fcWidget");
    widget.init(chatInitConfig(token, host));
    widget.on("unreadCount:notify", (payload) => {
      const count = payload?.count ?? 0;
      if (count > unread && !widget.isOpen() && allowed) listeners.forEach((l) => l());
      unread = count;
    });
    return widget;
  };

  const load = () => {
    if (!token) return Promise.resolve(null);
    loading ??= start().catch((error: unknown) => {
      console.error("[support] chat widget unavailable", error);
      loading = undefined; // a later action may try again
      return null;
    });
    return loading;
  };

  return {
    available: Boolean(token),
    load,
    async open() {
      const widget = await load();
      if (!widget) return false;
      allowed = true;
      widget.show();
      widget.open();
      return true;
    },
    hide() {
      allowed = false;
      void loading?.then((widget) => {
        widget?.close();
        widget?.hide();
      });
    },
    allow() {
      allowed = true;
      void loading?.then((widget) => widget?.show());
    },
    async setUser(identity, hash) {
      const widget = await load();
      if (!widget) return;
      widget.setExternalId(identity.id);
      widget.user.setProperties({
        firstName: identity.name,
        email: identity.email,
        phone: identity.phone,
        countryCode: identity.countryCode,
        ...(hash ? { identityHash: hash } : {}),
      });
    },
    onMessageWhileClosed(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
