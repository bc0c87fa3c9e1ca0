// The load generator and the servers it measures on cores of their own (`npm run bench`): on a 2-core machine
// the scheduler otherwise sometimes puts wrk and the server on the same core, and one 5-second run of the same
// server swings by a third. With taskset (util-linux) and two or more cores, wrk runs on core 0 and every
// server measured (nginx and its worker, the bare Node servers, the site) on core 1; BENCH_PIN=0 turns it off.
import { spawnSync } from "node:child_process";
import os from "node:os";

export const PINNED = process.env.BENCH_PIN !== "0" && os.cpus().length >= 2 && !spawnSync("taskset", ["-V"]).error;

/** The command and arguments that run `command` on `core` (unchanged when not pinning). */
export function onCore(core: "load" | "server", command: string, args: string[]): [string, string[]] {
  return PINNED ? ["taskset", ["-c", core === "load" ? "0" : "1", command, ...args]] : [command, args];
}
