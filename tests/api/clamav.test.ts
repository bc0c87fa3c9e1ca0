// The ClamAV client (services/document-files.ts) against a real clamd (Debian's clamav-daemon; .ci/run installs
// it). No signatures can be downloaded here, so the daemon loads one of ours: a body signature for a marker string.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/production-server";
import { createVirusScanner, DOCUMENT_MAX_BYTES } from "../../src/server/services/document-files";
import { tempDir } from "../fixtures/temp";
import { caseMessages } from "../../src/shared/case-messages";
import { startTestServer } from "../fixtures/server";
import { expectConsoleError } from "../setup";

const CLAMD = "/usr/sbin/clamd";
const MARKER = "CRD-CLAMAV-TEST-MARKER-7f3a9c1e";
const SIGNATURE = "TestSig.Doc";

async function cleanPdf(): Promise<Buffer> {
  const doc = new PDFDocument();
  const parts: Buffer[] = [];
  doc.on("data", (b: Buffer) => parts.push(b));
  const done = new Promise((resolve) => doc.on("end", resolve));
  doc.text("Certificate of incorporation");
  doc.end();
  await done;
  return Buffer.concat(parts);
}

/** clamd's answer to zPING on its unix socket, or null when it does not answer (yet). */
function ping(socket: string): Promise<string | null> {
  return new Promise((resolve) => {
    const client = net.createConnection(socket);
    let answer = "";
    client.setTimeout(1000, () => client.destroy());
    client.on("connect", () => client.write("zPING\0"));
    client.on("data", (d) => (answer += d.toString()));
    client.on("close", () => resolve(answer || null));
    client.on("error", () => resolve(null));
  });
}

describe("ClamAV daemon (clamd)", () => {
  let dir: string;
  let cleanup: (() => Promise<void>) | undefined;
  let clamd: ChildProcess | undefined;
  let socket: string;
  let port: number;

  beforeAll(async () => {
    // CI installs it; a machine without it fails here rather than passing with the virus scan untested.
    if (!existsSync(CLAMD)) throw new Error(`${CLAMD} is missing: install Debian's clamav-daemon (apt-get install -y clamav-daemon clamav)`);
    ({ dir, cleanup } = await tempDir("crd-clamd-"));
    await fs.mkdir(path.join(dir, "db"));
    await fs.mkdir(path.join(dir, "tmp"));
    // An extended (.ndb) body signature: name, any file type (0), any offset (*), the marker's bytes in hex.
    await fs.writeFile(path.join(dir, "db", "test.ndb"), `${SIGNATURE}:0:*:${Buffer.from(MARKER).toString("hex")}\n`);
    socket = path.join(dir, "clamd.sock");
    port = await freePort();
    const config = [
      "Foreground yes",
      `LocalSocket ${socket}`,
      `TCPSocket ${port}`,
      "TCPAddr 127.0.0.1",
      `DatabaseDirectory ${path.join(dir, "db")}`,
      `TemporaryDirectory ${path.join(dir, "tmp")}`,
      `PidFile ${path.join(dir, "clamd.pid")}`,
      `LogFile ${path.join(dir, "clamd.log")}`,
      // Above DOCUMENT_MAX_BYTES, as a production clamd's must be (the default is 25M).
      "StreamMaxLength 12M",
    ];
    await fs.writeFile(path.join(dir, "clamd.conf"), config.join("\n") + "\n");
    // clamd runs as the current user (root here and in CI) when the config names no User.
    clamd = spawn(CLAMD, [`--config-file=${path.join(dir, "clamd.conf")}`], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    clamd.stdout?.on("data", (d) => (output += d.toString()));
    clamd.stderr?.on("data", (d) => (output += d.toString()));
    const started = Date.now();
    while ((await ping(socket))?.replace(/\0/g, "") !== "PONG") {
      if (clamd.exitCode !== null) throw new Error(`clamd exited (${clamd.exitCode}):\n${output}`);
      if (Date.now() - started > 40_000) throw new Error(`clamd did not answer PING within 40 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 60_000);

  afterAll(async () => {
    if (clamd && clamd.exitCode === null) {
      const exited = new Promise((r) => clamd?.once("exit", r));
      clamd.kill("SIGTERM");
      await exited;
    }
    await cleanup?.();
  });

  it("finds a clean PDF clean, over the unix socket and over TCP", async () => {
    const pdf = await cleanPdf();
    expect(await createVirusScanner({ socket })?.scan(pdf)).toEqual({ infected: false });
    expect(await createVirusScanner({ host: "127.0.0.1", port })?.scan(pdf)).toEqual({ infected: false });
  });

  it("names the signature of an infected file, over the unix socket and over TCP", async () => {
    const infected = Buffer.from(`%PDF-1.7\n% ${MARKER}\n%%EOF\n`);
    const bySocket = await createVirusScanner({ socket })?.scan(infected);
    const byTcp = await createVirusScanner({ host: "127.0.0.1", port, timeoutMs: 10_000 })?.scan(infected);
    for (const result of [bySocket, byTcp]) {
      expect(result?.infected).toBe(true);
      // clamd adds .UNOFFICIAL to a signature that is not from its official databases.
      expect(result?.infected && result.signature).toMatch(new RegExp(`^${SIGNATURE.replace(".", "\\.")}\\b`));
    }
  });

  it("scans a whole 10 MB document: a marker in its last bytes is found", async () => {
    const scanner = createVirusScanner({ socket });
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20);
    expect(await scanner?.scan(big)).toEqual({ infected: false });
    big.write(MARKER, DOCUMENT_MAX_BYTES - MARKER.length - 1);
    expect(await scanner?.scan(big)).toMatchObject({ infected: true });
  });

  it("scans many files with one scanner, at once", async () => {
    const scanner = createVirusScanner({ host: "127.0.0.1", port });
    const pdf = await cleanPdf();
    const results = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => scanner?.scan(i % 2 ? Buffer.from(`x ${MARKER} ${i}`) : pdf)));
    expect(results.map((r) => r?.infected)).toEqual([false, true, false, true, false, true]);
  });

  it("scans a client's upload through the server: an infected file is refused with 422, a clean one stored; no daemon is 503", async () => {
    // The server logs the unreachable daemon as an error: that is expected here.
    expectConsoleError();
    const setups: Record<string, string>[] = [{ CLAMD_SOCKET: socket }, { CLAMD_HOST: "127.0.0.1", CLAMD_PORT: String(await freePort()) }];
    for (const env of setups) {
      const s = await startTestServer({ ...env, ENQUIRY_RATE_LIMIT: "1000" });
      try {
        const admin = await s.tokenFor("admin");
        const made = await s.api("/api/orders", {
          method: "POST",
          json: { packageSlug: "pvt-ltd-registration-delhi", name: "Kiran Rao", email: "kiran@example.in", phone: "9876543210", state: "06" },
        });
        const order = ((await made.json()) as { data: { id: string; reference: string } }).data;
        expect((await s.api(`/api/orders/${order.id}/confirm`, { method: "POST", json: { method: "upi" }, token: admin })).status).toBe(200);
        const client = s.services.clients.byEmail("kiran@example.in");
        const token = client && new URL(s.services.clients.firstLink(client)).searchParams.get("token");
        const session = await s.api("/api/client/session", { method: "POST", json: { token } });
        const cookie = session.headers.getSetCookie()[0]?.split(";")[0] ?? "";
        const item = s.services.cases.get(order.reference).checklist[0]?.id ?? "";
        const upload = (bytes: Buffer) => {
          const form = new FormData();
          form.set("item", item);
          form.set("file", new Blob([new Uint8Array(bytes)]), "pan.pdf");
          return s.api(`/api/client/cases/${order.reference}/documents`, { method: "POST", body: form, headers: { cookie, origin: s.url } });
        };
        const infected = await upload(Buffer.from(`%PDF-1.7\n% ${MARKER}\n%%EOF\n`));
        if (env.CLAMD_SOCKET) {
          expect(infected.status).toBe(422);
          expect(((await infected.json()) as { error: string }).error).toBe(caseMessages.infected);
          expect((await upload(await cleanPdf())).status).toBe(201);
          expect(s.services.cases.get(order.reference).documents).toHaveLength(1);
        } else {
          // A scanner set but out of reach never lets a file through unscanned.
          expect(infected.status).toBe(503);
          expect(((await infected.json()) as { error: string }).error).toBe(caseMessages.scanUnavailable);
          expect(s.services.cases.get(order.reference).documents).toHaveLength(0);
        }
      } finally {
        await s.close();
      }
    }
  });

  it("rejects when the daemon cannot be reached (nothing listening, no socket file)", async () => {
    const closed = await freePort();
    await expect(createVirusScanner({ host: "127.0.0.1", port: closed, timeoutMs: 5_000 })?.scan(Buffer.from("x"))).rejects.toThrow(/ECONNREFUSED/);
    await expect(createVirusScanner({ socket: path.join(dir, "none.sock"), timeoutMs: 5_000 })?.scan(Buffer.from("x"))).rejects.toThrow(/ENOENT/);
  });
});
