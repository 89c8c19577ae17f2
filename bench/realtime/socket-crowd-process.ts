import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { CrowdCommand, CrowdReport } from "./crowd-messages";

const ENTRY = fileURLToPath(new URL("./socket-crowd.ts", import.meta.url));

export interface SocketCrowd {
  sockets: number;
  /** The instance a balancer put the trader's socket on; undefined without one. */
  traderServedBy?: string;
  /** Closes every socket; what the trader's socket heard, in order. */
  close(): Promise<{ orderId: string; at: number }[]>;
}

/** Forks the socket crowd (socket-crowd.ts) and resolves once all its sockets are open. */
export function startSocketCrowd(
  connect: Omit<Extract<CrowdCommand, { kind: "connect" }>, "kind">,
): Promise<SocketCrowd> {
  const child = fork(ENTRY, { execArgv: ["--import", "tsx"] });
  const heard: { orderId: string; at: number }[] = [];
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const send = (command: CrowdCommand) => child.send(command);
  return new Promise((resolve, reject) => {
    void exited.then(() => reject(new Error("The socket crowd exited before it connected")));
    child.on("message", (report: CrowdReport) => {
      if (report.kind === "heard") {
        heard.push({ orderId: report.orderId, at: report.at });
        return;
      }
      resolve({
        sockets: report.sockets,
        traderServedBy: report.traderServedBy,
        close: async () => {
          // The last fills' news may still be on its way.
          await new Promise((settle) => setTimeout(settle, 300));
          send({ kind: "close" });
          await exited;
          return heard;
        },
      });
    });
    send({ kind: "connect", ...connect });
  });
}
