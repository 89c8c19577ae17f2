import type { FcEvent, FcInitConfig, FcUserProperties, FcWidget } from "./fc-widget";

/** A stand-in for the vendor's `window.fcWidget` that records what the app asked of it. */
export class FakeFcWidget implements FcWidget {
  initConfig: FcInitConfig | undefined;
  opened = false;
  visible = true;
  externalId: string | undefined;
  properties: FcUserProperties = {};
  private listeners = new Map<FcEvent, ((payload?: { count?: number }) => void)[]>();

  init(config: FcInitConfig) {
    this.initConfig = config;
  }
  isInitialized() {
    return this.initConfig !== undefined;
  }
  isOpen() {
    return this.opened;
  }
  open() {
    this.opened = true;
  }
  close() {
    this.opened = false;
  }
  show() {
    this.visible = true;
  }
  hide() {
    this.visible = false;
  }
  on(event: FcEvent, listener: (payload?: { count?: number }) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }
  setExternalId(id: string) {
    this.externalId = id;
  }
  user = { setProperties: (p: FcUserProperties) => void Object.assign(this.properties, p) };

  /** What the vendor does when support writes: the unread count goes up. */
  receiveMessages(count: number) {
    for (const listener of this.listeners.get("unreadCount:notify") ?? []) listener({ count });
  }
}
