import { fork } from "node:child_process";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import type { CrowdSocket, PriceCrowdCommand, PriceCrowdReport } from "./price-crowd-messages";

const ENTRY = fileURLToPath(new URL("./price-crowd.ts", import.meta.url));
/** How long every socket may take to hear a first price of each instrument it watches. */
const READY_TIMEOUT_MS = 60_000;

/** The socket crowd in its own process, driven over IPC. */
export class PriceCrowd {
  private readonly child = fork(ENTRY, { execArgv: ["--import", "tsx"] });
  private readonly exited = new Promise<void>((resolve) =>
    this.child.once("exit", () => resolve()),
  );

  /** The crowd's next report of `kind`; rejects if the crowd exits first. */
  private next<K extends PriceCrowdReport["kind"]>(
    kind: K,
    command: PriceCrowdCommand,
  ): Promise<Extract<PriceCrowdReport, { kind: K }>> {
    return new Promise((resolve, reject) => {
      const onMessage = (report: PriceCrowdReport) => {
        if (report.kind !== kind) return;
        this.child.off("message", onMessage);
        resolve(report as Extract<PriceCrowdReport, { kind: K }>);
      };
      this.child.on("message", onMessage);
      void this.exited.then(() => reject(new Error(`The socket crowd exited before '${kind}'`)));
      this.child.send(command);
    });
  }

  connect(socketUrl: string, sockets: CrowdSocket[]) {
    return this.next("connected", { kind: "connect", socketUrl, sockets });
  }

  /** Resolves once every socket has heard a price of each instrument it watches. */
  async ready(sockets: number): Promise<void> {
    const deadline = performance.now() + READY_TIMEOUT_MS;
    for (;;) {
      const { ready } = await this.next("readiness", { kind: "readiness" });
      if (ready === sockets) return;
      if (performance.now() > deadline) {
        throw new Error(`Only ${ready} of ${sockets} sockets heard every price they watch`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async collect(): Promise<number[]> {
    return (await this.next("heard", { kind: "collect" })).ticks;
  }

  async close(): Promise<void> {
    if (this.child.connected) this.child.send({ kind: "close" } satisfies PriceCrowdCommand);
    await this.exited;
  }
}
