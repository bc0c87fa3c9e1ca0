// The first start of a real server process (tests/fixtures/api-server.ts, server.ts's start-up without the React
// Router build): with no ADMIN_PASSWORD it creates an admin and prints its e-mail and one-time password as a plain,
// boxed message after the "Serving" line, still in the JSON log too, and the password signs in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenUrl } from "../../src/server/config";
import { spawnApiServer } from "../fixtures/api-process";
import { tempDir } from "../fixtures/temp";

describe("first start", { timeout: 60_000 }, () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => ({ dir, cleanup } = await tempDir("crd-first-start-")));
  afterAll(() => cleanup());

  it("prints the admin's e-mail and one-time password in a box after the Serving line", async () => {
    const child = spawnApiServer(dir, { ADMIN_EMAIL: "first@example.com" });
    const exited = new Promise<number | null>((ok) => child.once("exit", (code) => ok(code)));
    let stdout = "";
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += String(d)));
    // Everything up to the box's closing rule (the second line of ─ after the password).
    const out = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no box within 30 s:\n${stdout}${stderr}`)), 30_000);
      child.stdout.on("data", (d) => {
        stdout += String(d);
        if (/Password: \S+\n[^]*?─{10,}\n/.test(stdout)) {
          clearTimeout(timer);
          resolve(stdout);
        }
      });
      void exited.then(() => reject(new Error(`server exited early:\n${stdout}${stderr}`)));
    });
    try {
      const lines = out.split("\n");
      const serving = lines.findIndex((l) => l.includes('"msg":"Serving '));
      const heading = lines.indexOf(" Admin account created");
      expect(serving, out).toBeGreaterThanOrEqual(0);
      expect(heading, out).toBeGreaterThan(serving);
      const port = Number(/listening on 127\.0\.0\.1:(\d+)/.exec(lines[serving] ?? "")?.[1]);
      const url = listenUrl("127.0.0.1", port);
      // SITE_URL defaults to the address the server listens on: the bound port, not 0.
      expect(url).toBe(`http://127.0.0.1:${port}`);
      expect(JSON.parse(lines[serving] ?? "{}")).toMatchObject({ url, port });
      // The box: a rule, the lines, a rule, plain text (no JSON).
      expect(lines[heading - 1]).toMatch(/^─+$/);
      const box = lines.slice(heading - 1, lines.indexOf(lines[heading - 1] ?? "", heading) + 1);
      expect(box.at(-1)).toMatch(/^─+$/);
      expect(box).toContain(" E-mail:   first@example.com");
      expect(box).toContain(` Sign in at ${url}/admin/login and change it.`);
      const password = /Password: (\S+)/.exec(box.join("\n"))?.[1] ?? "";
      expect(password).toHaveLength(16);
      // Still in the JSON log (before the box: it is written during start-up).
      const logged = lines.slice(0, serving).find((l) => l.startsWith("{") && l.includes(password));
      expect(logged, out).toBeDefined();
      // And it signs in.
      const res = await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "first@example.com", password }),
      });
      expect(res.status).toBe(200);
    } finally {
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    }
  });
});
