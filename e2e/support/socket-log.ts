import type { Page } from "@playwright/test";

/** A realtime socket the page opened: when, when it first carried a frame, what it received. */
interface LoggedSocket {
  createdAt: number;
  firstFrameAt: number | null;
  received: string[];
}

/** Every socket a page opens, for a journey to tell which came after a moment and what it heard. */
export class SocketLog {
  private readonly sockets: LoggedSocket[] = [];

  constructor(page: Page) {
    page.on("websocket", (socket) => {
      const entry: LoggedSocket = { createdAt: Date.now(), firstFrameAt: null, received: [] };
      this.sockets.push(entry);
      // An open socket sends its watch at once (components/realtime/realtime-hub.ts).
      const carried = () => (entry.firstFrameAt ??= Date.now());
      socket.on("framesent", carried);
      socket.on("framereceived", (frame) => {
        carried();
        if (typeof frame.payload === "string") entry.received.push(frame.payload);
      });
    });
  }

  /** When the first socket opened after `since` carried its first frame; null if none has. */
  liveAgainAt(since: number): number | null {
    return this.after(since).find((socket) => socket.firstFrameAt !== null)?.firstFrameAt ?? null;
  }

  /** Whether a socket opened after `since` received BasketUpdated for the basket. */
  heardBasketAfter(since: number, basketId: string): boolean {
    return this.after(since).some((socket) =>
      socket.received.some((payload) => {
        const message = JSON.parse(payload) as { type?: string; data?: { id?: string } };
        return message.type === "BasketUpdated" && message.data?.id === basketId;
      }),
    );
  }

  private after(since: number): LoggedSocket[] {
    return this.sockets.filter((socket) => socket.createdAt >= since);
  }
}
