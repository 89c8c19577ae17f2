/**
 * Where a sandbox's fake listens, known once it started: the adapter is built before (with the
 * other brokers, synchronously) and reads it on each call.
 */
export class SandboxHost {
  private started: string | undefined;

  /** http://127.0.0.1:<port> */
  get url(): string {
    if (this.started === undefined) throw new Error("The sandbox has not started yet");
    return this.started;
  }

  listening(url: string): void {
    this.started = url;
  }

  /**
   * A fetch that sends every request to the fake, keeping its path and query: the adapter and
   * its master's download call the broker's real hosts, and reach the sandbox instead.
   */
  fetch: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const original = new URL(request ? request.url : String(input));
    const target = new URL(`${original.pathname}${original.search}`, this.url);
    return fetch(request ? new Request(target, request) : target, init);
  };
}
