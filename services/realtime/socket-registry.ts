import type { WebSocket } from "ws";

/** Open sockets by user id (users.id, the session's `sub`); one user may have several tabs. */
export class SocketRegistry {
  private readonly byUser = new Map<string, Set<WebSocket>>();

  add(userId: string, socket: WebSocket): void {
    const sockets = this.byUser.get(userId) ?? new Set<WebSocket>();
    sockets.add(socket);
    this.byUser.set(userId, sockets);
  }

  remove(userId: string, socket: WebSocket): void {
    const sockets = this.byUser.get(userId);
    if (!sockets) return;
    sockets.delete(socket);
    // Drop empty sets so the map does not grow with every user who ever connected.
    if (sockets.size === 0) this.byUser.delete(userId);
  }

  socketsOf(userId: string): WebSocket[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  all(): WebSocket[] {
    return [...this.byUser.values()].flatMap((sockets) => [...sockets]);
  }

  get size(): number {
    let count = 0;
    for (const sockets of this.byUser.values()) count += sockets.size;
    return count;
  }
}
