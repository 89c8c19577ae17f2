import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { CrowdAnswer, CrowdCommand } from "./crowd-messages";

const ENTRY = fileURLToPath(new URL("./crowd.ts", import.meta.url));

/**
 * Forks the crowd (crowd.ts), has it make the calls spread over the span, and resolves with
 * their answers, in the calls' order; the crowd exits once it has answered.
 */
export function crowdSurge(command: CrowdCommand): Promise<CrowdAnswer[]> {
  const child = fork(ENTRY, { execArgv: ["--import", "tsx"] });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`The surge crowd exited (${code})`)));
    child.once("message", (answers: CrowdAnswer[]) => {
      resolve(answers);
      child.kill();
    });
    child.send(command);
  });
}
