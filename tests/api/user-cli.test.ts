// `npm run user`: with the server down it writes DATA_DIR itself; with the server up it asks the server.
import { execFile, spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPasswordHasher } from "../../src/server/auth/passwords";
import { CONTROL_FILE, readControlInfo, startControlServer } from "../../src/server/control";
import { acquireDataLock, LOCK_FILE, LockedError } from "../../src/server/storage/lock";
import { openStorage } from "../../src/server/storage";
import { createSessionService } from "../../src/server/services/sessions";
import { ADMIN, startTestServer, type TestServer } from "../fixtures/server";
import { tempDir } from "../fixtures/temp";
import { testLogger } from "../fixtures/log";
import { defined } from "../fixtures/defined";
import { storedRows } from "../fixtures/db";

type Run = { code: number; stdout: string; stderr: string };

function cli(dataDir: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/user.ts", ...args],
      { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const passwordIn = (out: string) => /Password: (\S+)/.exec(out)?.[1];

// Each run starts a Node process that compiles TypeScript: slow on a busy machine.
describe("npm run user, server down", { timeout: 60_000 }, () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => ({ dir, cleanup } = await tempDir()));
  afterAll(() => cleanup());
  const usersOnDisk = async () => (await openStorage(dir, { log: testLogger() })).users.find();

  it("adds, lists, changes a password and removes, writing the users file itself", async () => {
    const added = await cli(dir, "add", "--email", "Boss@Example.com", "--role", "admin");
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain("boss@example.com (admin) saved");
    expect(passwordIn(added.stdout)).toHaveLength(16);

    const editor = await cli(dir, "add", "--email", "ed@example.com", "--role", "editor", "--password", "editor-pass-1", "--name", "Ed");
    expect(editor.code, editor.stderr).toBe(0);
    expect(passwordIn(editor.stdout)).toBeUndefined();

    const list = await cli(dir, "list");
    expect(list.stdout).toMatch(/boss@example\.com\s+admin/);
    expect(list.stdout).toMatch(/ed@example\.com\s+editor\s+Ed/);

    const before = (await usersOnDisk()).find((u) => u.email === "ed@example.com")!;
    // Ed is signed in somewhere; a new password ends that session.
    const storage = await openStorage(dir, { log: testLogger() });
    createSessionService(storage).start(before);
    await storage.close();
    const passwd = await cli(dir, "passwd", "--email", "ed@example.com");
    expect(passwd.code, passwd.stderr).toBe(0);
    const after = (await usersOnDisk()).find((u) => u.email === "ed@example.com")!;
    expect(after.passwordHash).not.toBe(before.passwordHash);
    const reopened = await openStorage(dir, { log: testLogger() });
    expect(reopened.sessions.count({ user_id: before.id })).toBe(0);
    // Ed lost the phone and the recovery codes: a shell turns two-step sign-in off, and his sessions end.
    reopened.users.update(before.id, { twoStep: { secret: "JBSWY3DPEHPK3PXP", enabledAt: new Date().toISOString(), lastStep: 0, recoveryCodes: [] } });
    createSessionService(reopened).start(before);
    await reopened.close();
    const off = await cli(dir, "two-step-off", "--email", "ed@example.com");
    expect(off.code, off.stderr).toBe(0);
    expect(off.stdout).toContain("Two-step sign-in is off for ed@example.com");
    const third = await openStorage(dir, { log: testLogger() });
    expect(third.users.get(before.id)?.twoStep).toBeUndefined();
    expect(third.sessions.count({ user_id: before.id })).toBe(0);
    await third.close();

    expect((await cli(dir, "remove", "--email", "ed@example.com")).code).toBe(0);
    expect((await usersOnDisk()).map((u) => u.email)).toEqual(["boss@example.com"]);
    // The tool leaves no lock behind.
    await expect(fs.access(path.join(dir, LOCK_FILE))).rejects.toThrow();
  });

  it("refuses bad input and the removal of the last admin with a message and a non-zero exit", async () => {
    const last = await cli(dir, "remove", "--email", "boss@example.com");
    expect(last.code).toBe(1);
    expect(last.stderr).toContain("user cannot be removed: this is the last admin");
    const unknown = await cli(dir, "passwd", "--email", "ghost@example.com");
    expect(unknown.stderr).toContain("No user with the e-mail ghost@example.com");
    const usage = await cli(dir, "add", "--email", "x@example.com");
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("--role is required");
    expect((await cli(dir, "frobnicate")).stderr).toContain('Unknown command "frobnicate"');
  });

  it("takes over a lock left by a process that no longer exists", async () => {
    await fs.writeFile(path.join(dir, LOCK_FILE), "999999999\n");
    const res = await cli(dir, "list");
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain("boss@example.com");
  });
});

describe("npm run user, server up", { timeout: 60_000 }, () => {
  let s: TestServer;
  let dataDir: string;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    s = await startTestServer();
    dataDir = s.services.storage.dataDir;
    // What server.ts does at start-up.
    const lock = await acquireDataLock(dataDir, "server");
    const control = await startControlServer(dataDir, s.services.users, testLogger());
    stop = async () => {
      await control.close();
      await lock.release();
    };
  });
  afterAll(async () => {
    await stop();
    await s.close();
  });

  it("keeps the key in a file only its owner can read", async () => {
    const stat = await fs.stat(path.join(dataDir, CONTROL_FILE));
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it("refuses a second server on the same DATA_DIR", async () => {
    const file = path.join(dataDir, LOCK_FILE);
    const ours = await fs.readFile(file, "utf8");
    await fs.writeFile(file, JSON.stringify({ pid: process.ppid, hostname: os.hostname(), command: "server", startedAt: new Date().toISOString() }));
    await expect(acquireDataLock(dataDir, "server")).rejects.toBeInstanceOf(LockedError);
    await fs.writeFile(file, ours);
  });

  it("answers only with the key", async () => {
    const info = (await readControlInfo(dataDir))!;
    const res = await fetch(`http://127.0.0.1:${info.port}/users`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-control-key": "wrong" },
      body: '{"command":"list"}',
    });
    expect(res.status).toBe(401);
  });

  it("adds, lists, changes a password and removes through the running server", async () => {
    const added = await cli(dataDir, "add", "--email", "live@example.com", "--role", "editor");
    expect(added.code, added.stderr).toBe(0);
    // The server's memory has it at once: the change went through the server, not around it.
    expect(s.services.users.findByEmail("live@example.com")?.role).toBe("editor");
    const login = (password: string) => s.api("/api/auth/login", { method: "POST", json: { email: "live@example.com", password } });
    const first = passwordIn(added.stdout)!;
    const { token } = await (await login(first)).json();
    expect(token).toBeTruthy();

    const list = await cli(dataDir, "list");
    expect(list.stdout).toContain(ADMIN.email);
    expect(list.stdout).toMatch(/live@example\.com\s+editor/);

    const passwd = await cli(dataDir, "passwd", "--email", "live@example.com", "--password", "changed-live-1");
    expect(passwd.code, passwd.stderr).toBe(0);
    expect((await s.api("/api/auth/me", { token })).status).toBe(401);
    expect((await login("changed-live-1")).status).toBe(200);

    expect((await cli(dataDir, "remove", "--email", "live@example.com")).code).toBe(0);
    expect(s.services.users.findByEmail("live@example.com")).toBeUndefined();
    const onDisk = storedRows<{ email: string }>(dataDir, "users");
    expect(onDisk.map((u) => u.email)).toEqual([ADMIN.email]);

    const last = await cli(dataDir, "remove", "--email", ADMIN.email);
    expect(last.code).toBe(1);
    expect(last.stderr).toContain("this is the last admin");
  });
});

/** Runs the tool with `input` on standard input (a pipe, not a terminal). */
function cliWithInput(dataDir: string, input: string, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ["--import", "tsx", "scripts/user.ts", ...args],
      { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" }, timeout: 60_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin!.end(input);
  });
}

/** Runs the tool on a pseudo-terminal (util-linux `script`), typing each answer once its prompt appears. */
function cliOnTerminal(dataDir: string, answers: [prompt: string, typed: string][], ...args: string[]): Promise<{ code: number; output: string }> {
  const command = [process.execPath, "--import", "tsx", "scripts/user.ts", ...args].map((a) => `'${a}'`).join(" ");
  return new Promise((resolve) => {
    const child = spawn("script", ["-qec", command, "/dev/null"], { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" } });
    let output = "";
    const pending = [...answers];
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      while (pending.length && output.includes(defined(pending[0])[0])) child.stdin.write(`${pending.shift()![1]}\n`);
    });
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

describe("npm run user: the password from a hidden prompt or standard input", { timeout: 60_000 }, () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => ({ dir, cleanup } = await tempDir()));
  afterAll(() => cleanup());
  const hasher = createPasswordHasher();
  const hashOf = async (email: string) => (await openStorage(dir, { log: testLogger() })).users.find({ where: { email } })[0]!.passwordHash;

  it("reads --password-stdin and prints no password", async () => {
    const run = await cliWithInput(dir, "stdin-password-1\n", "add", "--email", "in@example.com", "--role", "admin", "--password-stdin");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout + run.stderr).not.toContain("stdin-password-1");
    expect(passwordIn(run.stdout)).toBeUndefined();
    expect(await hasher.verify("stdin-password-1", await hashOf("in@example.com"))).toBe(true);
    // Recorded in the activity log, with no actor (the command line) and no password.
    const storage = await openStorage(dir, { log: testLogger() });
    expect(storage.activity.find()).toMatchObject([{ actor: null, action: "create", target: { type: "user", title: "in@example.com" } }]);
    expect(JSON.stringify(storage.activity.find())).not.toContain("stdin-password-1");
    await storage.close();
    const empty = await cliWithInput(dir, "", "passwd", "--email", "in@example.com", "--password-stdin");
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain("standard input holds no password");
  });

  it("still takes --password, with a warning that others can see it", async () => {
    const run = await cli(dir, "passwd", "--email", "in@example.com", "--password", "visible-password-2");
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain("Warning: --password is visible to other users of this machine");
    expect(await hasher.verify("visible-password-2", await hashOf("in@example.com"))).toBe(true);
  });

  it("asks twice at a prompt that does not echo what is typed", async () => {
    const run = await cliOnTerminal(
      dir,
      [
        ["New password", "typed-password-3"],
        ["Repeat the password", "typed-password-3"],
      ],
      "passwd",
      "--email",
      "in@example.com",
    );
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain("in@example.com (admin) saved");
    expect(run.output).not.toContain("typed-password-3");
    expect(await hasher.verify("typed-password-3", await hashOf("in@example.com"))).toBe(true);

    const differ = await cliOnTerminal(
      dir,
      [
        ["New password", "typed-password-4"],
        ["Repeat the password", "typed-password-5"],
      ],
      "passwd",
      "--email",
      "in@example.com",
    );
    expect(differ.code).toBe(2);
    expect(differ.output).toContain("The passwords do not match.");
    expect(await hasher.verify("typed-password-3", await hashOf("in@example.com"))).toBe(true);
  });
});
