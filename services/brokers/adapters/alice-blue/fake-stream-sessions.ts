import type { FakeExchange } from "../../testing/fake-exchange";

/**
 * The stream sessions of a fake Alice Blue (createWsSess), by client: shared by the REST fake,
 * which makes and ends them, and the stream fake, which accepts a connect only for a client with
 * one and drops a client's sockets when its stream session is invalidated.
 */
export class FakeStreamSessions {
  private readonly open = new Set<string>();
  private readonly invalidated = new Set<(clientId: string) => void>();

  create(clientId: string): void {
    this.open.add(clientId);
  }

  has(clientId: string): boolean {
    return this.open.has(clientId);
  }

  /** Whether there was one to end; either way the client's stream sockets are dropped. */
  invalidate(clientId: string): boolean {
    const had = this.open.delete(clientId);
    for (const listener of this.invalidated) listener(clientId);
    return had;
  }

  onInvalidate(listener: (clientId: string) => void): () => void {
    this.invalidated.add(listener);
    return () => this.invalidated.delete(listener);
  }
}

const streamSessions = new WeakMap<FakeExchange, FakeStreamSessions>();

/** The stream sessions of the fake Alice Blue trading on `exchange`. */
export function fakeStreamSessionsOf(exchange: FakeExchange): FakeStreamSessions {
  let sessions = streamSessions.get(exchange);
  if (!sessions) {
    sessions = new FakeStreamSessions();
    streamSessions.set(exchange, sessions);
  }
  return sessions;
}
