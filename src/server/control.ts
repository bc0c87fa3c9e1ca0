// DATA_DIR has a single writer. The server holds DATA_DIR's lock (storage/lock.ts) while it runs and answers
// `npm run user` on a loopback-only port whose number and key it writes to DATA_DIR/.control.json
// (mode 0600: only the owner of DATA_DIR can read the key). The tool writes the files itself only
// when it can take the lock, that is when no server runs.
import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { runUserCommand } from "./cli/user-commands";
import { Unauthenticated } from "./errors";
import { errorHandler } from "./http/error-handler";
import type { Logger } from "./log";
import type { UserService } from "./services/users";

export const CONTROL_FILE = ".control.json";
export const CONTROL_KEY_HEADER = "x-control-key";

/** How often a control file that a full disk refused is tried again. */
export const CONTROL_RETRY_MS = 5_000;

export type ControlInfo = { pid: number; port: number; key: string };

export async function readControlInfo(dataDir: string): Promise<ControlInfo | null> {
  try {
    const info = JSON.parse(await fs.readFile(path.join(dataDir, CONTROL_FILE), "utf8")) as ControlInfo;
    return typeof info.port === "number" && typeof info.key === "string" && typeof info.pid === "number" ? info : null;
  } catch {
    return null;
  }
}

function sameKey(given: string | undefined, key: string): boolean {
  const a = Buffer.from(given ?? "");
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Starts the loopback control port and writes DATA_DIR/.control.json; close() stops it and removes the file. */
export async function startControlServer(dataDir: string, users: UserService, log: Logger): Promise<{ port: number; close(): Promise<void> }> {
  const key = randomBytes(32).toString("base64url");
  const app = express();
  app.disable("x-powered-by");
  app.use(express.json({ limit: "64kb" }));
  app.use((req, _res, next) => next(sameKey(req.get(CONTROL_KEY_HEADER), key) ? undefined : new Unauthenticated()));
  app.post("/users", async (req, res) => void res.json({ data: await runUserCommand(users, req.body) }));
  app.use((_req, _res, next) => next(new Unauthenticated()));
  app.use(errorHandler(log));

  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((ok, fail) => {
    server.once("listening", ok);
    server.once("error", fail);
  });
  const port = (server.address() as AddressInfo).port;
  const file = path.join(dataDir, CONTROL_FILE);
  const tmp = `${file}.${process.pid}.tmp`;
  const writeInfo = async (): Promise<boolean> => {
    try {
      await fs.writeFile(tmp, JSON.stringify({ pid: process.pid, port, key } satisfies ControlInfo), { mode: 0o600 });
      await fs.chmod(tmp, 0o600);
      await fs.rename(tmp, file);
      return true;
    } catch (err) {
      await fs.rm(tmp, { force: true });
      if (!["ENOSPC", "EDQUOT"].includes((err as NodeJS.ErrnoException).code ?? "")) throw err;
      return false;
    }
  };
  // On a full disk the site still starts (it serves its pages); `npm run user` reaches it once the file is written.
  let retry: NodeJS.Timeout | undefined;
  if (!(await writeInfo())) {
    log.warn(`The disk is full: ${file} is written once there is room (until then npm run user cannot reach the server)`);
    retry = setInterval(() => {
      writeInfo().then(
        (done) => done && clearInterval(retry),
        (err: unknown) => log.error({ err }, `Writing ${file} failed`),
      );
    }, CONTROL_RETRY_MS);
    retry.unref();
  }
  return {
    port,
    async close() {
      clearInterval(retry);
      // A command in progress finishes; idle keep-alive connections go now.
      const closed = new Promise<void>((ok) => server.close(() => ok()));
      server.closeIdleConnections();
      await closed;
      const current = await readControlInfo(dataDir);
      if (current?.port === port) await fs.rm(file, { force: true });
    },
  };
}

/** Sends a command to the running server's control port; resolves to its `data`, or throws with its `error`. */
export async function callControl(info: ControlInfo, body: unknown, timeoutMs = 30_000): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${info.port}/users`, {
    method: "POST",
    headers: { "content-type": "application/json", [CONTROL_KEY_HEADER]: info.key },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const answer = (await res.json().catch(() => ({}))) as { data?: unknown; error?: string };
  if (!res.ok) throw new Error(answer.error ?? `The server answered ${res.status}`);
  return answer.data;
}
