// `npm run user -- add|list|remove|passwd|two-step-off`: manages staff accounts. While the server runs, the server
// does the change (over its loopback control port, with the key from DATA_DIR); when it is down, this
// tool takes DATA_DIR's lock and writes the users file itself. Never both.
import readline from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { runUserCommand, userCommandSchema, type UserCommand, type UserCommandResult } from "../src/server/cli/user-commands";
import { ConfigError, loadConfig } from "../src/server/config";
import { callControl, readControlInfo } from "../src/server/control";
import { acquireDataLock, LockedError, lockHolder, processAlive, type DataLock } from "../src/server/storage/lock";
import { createActivityService, subscribeActivity } from "../src/server/services/activity";
import { changeEvents } from "../src/server/services/events";
import { createSessionService } from "../src/server/services/sessions";
import { createUserService } from "../src/server/services/users";
import { openStorage } from "../src/server/storage";
import { createLogger } from "../src/server/log";

const USAGE = `Usage: npm run user -- <command> [options]

  list                                              list staff users
  add --email E --role admin|editor [--name N]     add a user
  passwd --email E                                  set a new password; ends the user's sessions
  remove --email E                                  remove a user (the last admin cannot be removed)
  two-step-off --email E                            turn off two-step sign-in (lost phone and recovery codes); ends the user's sessions

The password of add and passwd is asked for at a hidden prompt (leave it empty to have one generated and
printed), or read from standard input with --password-stdin (for scripts: printf '%s' "$PW" | npm run
user -- passwd --email E --password-stdin). Without a terminal and without --password-stdin one is
generated. --password P still works but is visible to other users of the machine (ps, shell history).

Works whether the server is running or not (DATA_DIR from the environment, as for the server).`;

class UsageError extends Error {}

export function parseCommand(argv: string[]): UserCommand {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      role: { type: "string" },
      password: { type: "string" },
      "password-stdin": { type: "boolean" },
      name: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help || positionals.length !== 1) throw new UsageError(USAGE);
  const { "password-stdin": _fromStdin, ...fields } = values;
  const parsed = userCommandSchema.safeParse({ command: positionals[0], ...fields });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".");
    const problem = (values as Record<string, unknown>)[field ?? ""] === undefined ? "is required" : issue?.message;
    throw new UsageError(`${field === "command" ? `Unknown command "${positionals[0]}"` : `--${field} ${problem}`}\n\n${USAGE}`);
  }
  return parsed.data;
}

function print(result: UserCommandResult): void {
  if ("users" in result) {
    const emailWidth = Math.max(5, ...result.users.map((u) => u.email.length));
    const roleWidth = Math.max(4, ...result.users.map((u) => u.role.length));
    console.log(["EMAIL".padEnd(emailWidth), "ROLE".padEnd(roleWidth), "NAME"].join("  "));
    for (const u of result.users) console.log([u.email.padEnd(emailWidth), u.role.padEnd(roleWidth), u.name].join("  "));
  } else if ("removed" in result) {
    console.log(`Removed ${result.removed}`);
  } else if ("twoStepOff" in result) {
    console.log(`Two-step sign-in is off for ${result.twoStepOff}; their sessions ended. They can turn it on again from their profile.`);
  } else {
    const u = result.user;
    console.log(`${u.email} (${u.role}) saved`);
    if (u.generatedPassword) console.log(`Password: ${u.generatedPassword}  (shown once)`);
  }
}

/** Reads the whole of standard input; the password is its first line. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

/** Questions on the terminal whose answers are not echoed (one readline for all, so no typed line is lost). */
function hiddenPrompt() {
  let muted = false;
  // readline echoes what is typed to its output: this one drops everything while a password is typed.
  const output = new Writable({ write: (chunk, _enc, done) => (muted ? done() : process.stderr.write(chunk, () => done())) });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  rl.on("SIGINT", () => {
    process.stderr.write("\nCancelled.\n");
    process.exit(130);
  });
  return {
    async ask(question: string): Promise<string> {
      process.stderr.write(question);
      muted = true;
      try {
        return await rl.question("");
      } finally {
        muted = false;
        process.stderr.write("\n");
      }
    },
    close: () => rl.close(),
  };
}

/**
 * The password of add/passwd: --password (with a warning), --password-stdin, a hidden prompt on a
 * terminal (asked twice), or none (one is generated and printed).
 */
async function withPassword(cmd: UserCommand, argv: string[]): Promise<UserCommand> {
  if (cmd.command !== "add" && cmd.command !== "passwd") return cmd;
  const fromStdin = argv.includes("--password-stdin");
  if (cmd.password !== undefined) {
    if (fromStdin) throw new UsageError(`Use either --password or --password-stdin, not both.\n\n${USAGE}`);
    console.warn("Warning: --password is visible to other users of this machine (ps, shell history). Prefer the prompt or --password-stdin.");
    return cmd;
  }
  if (fromStdin) {
    const password = await readStdin();
    if (!password) throw new UsageError("--password-stdin: standard input holds no password.");
    return { ...cmd, password };
  }
  if (!process.stdin.isTTY) return cmd;
  const prompt = hiddenPrompt();
  try {
    const password = await prompt.ask("New password (leave empty to generate one): ");
    if (!password) return cmd;
    if ((await prompt.ask("Repeat the password: ")) !== password) throw new UsageError("The passwords do not match.");
    return { ...cmd, password };
  } finally {
    prompt.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs the command in the running server. Waits briefly for a server that is still starting. */
async function viaServer(dataDir: string, holder: number, cmd: UserCommand): Promise<UserCommandResult | "stale"> {
  for (let i = 0; i < 40; i++) {
    const info = await readControlInfo(dataDir);
    if (info && info.pid === holder) {
      try {
        return (await callControl(info, cmd)) as UserCommandResult;
      } catch (err) {
        const refused = (err as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED";
        if (!refused) throw err;
        if (!processAlive(holder)) return "stale";
      }
    } else if (!processAlive(holder)) {
      return "stale";
    }
    await sleep(250);
  }
  throw new Error(`The server (process ${holder}) holds ${dataDir} but does not answer; try again when it is up, or stop it.`);
}

async function directly(dataDir: string, lock: DataLock, cmd: UserCommand): Promise<UserCommandResult> {
  try {
    // The tool's own output is on stdout; log lines (JSON) go to stderr.
    const log = createLogger("info", process.stderr);
    const storage = await openStorage(dataDir, { log });
    try {
      // The changes are recorded in the activity log as the running server records them (services/events.ts).
      const activity = createActivityService(storage.activity, { log });
      subscribeActivity(changeEvents(storage.changes), activity);
      return await runUserCommand(createUserService(storage, { activity, sessions: createSessionService(storage) }), cmd);
    } finally {
      await storage.close();
    }
  } finally {
    await lock.release();
  }
}

async function main(argv: string[]): Promise<void> {
  const cmd = await withPassword(parseCommand(argv), argv);
  const { dataDir } = loadConfig();
  for (let attempt = 0; attempt < 3; attempt++) {
    let lock: DataLock;
    try {
      lock = await acquireDataLock(dataDir, "npm run user");
    } catch (err) {
      if (!(err instanceof LockedError)) throw err;
      const result = await viaServer(dataDir, err.holder.pid, cmd);
      if (result !== "stale") return print(result);
      continue; // the holder died meanwhile: take the lock on the next attempt
    }
    return print(await directly(dataDir, lock, cmd));
  }
  throw new Error(`Could not take or reach the writer of ${dataDir} (lock held by ${(await lockHolder(dataDir))?.pid ?? "nobody"})`);
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof UsageError || err instanceof ConfigError ? err.message : `Error: ${(err as Error).message}`);
  process.exit(err instanceof UsageError ? 2 : 1);
});
