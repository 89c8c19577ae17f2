import type { Page } from "@playwright/test";

/** A realtime socket the page opened: when, and what it received. */
interface LoggedSocket {
  createdAt: number;
  received: string[];
}

/** Every socket a page opens, for a journey to tell which came after a moment and what it heard. */
export class SocketLog {
  private readonly sockets: LoggedSocket[] = [];

  constructor(page: Page) {
    page.on("websocket", (socket) => {
      const entry: LoggedSocket = { createdAt: Date.now(), received: [] };
      this.sockets.push(entry);
      socket.on("framereceived", (frame) => {
        if (typeof frame.payload === "string") entry.received.push(frame.payload);
      });
    });
  }

  /** When the page began its first socket after `since` (its reconnection); null if it has not. */
  reconnectedAt(since: number): number | null {
    return this.after(since)[0]?.createdAt ?? null;
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
