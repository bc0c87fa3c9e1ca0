import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { createLogger } from "../../src/server/log";
import { apiMessages } from "../../src/shared/api-messages";
import { ADMIN, startTestServer, type TestServer } from "../fixtures/server";

function csp(res: Response): Record<string, string> {
  const header = res.headers.get("content-security-policy") ?? "";
  return Object.fromEntries(
    header
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0], d.split(/\s+/).slice(1).join(" ")]),
  );
}

describe("operations", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer()));
  afterAll(() => s.close());

  describe("GET /healthz", () => {
    it("answers 200 with the storage state and no backup yet", async () => {
      const res = await s.api("/healthz");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toMatchObject({ status: "ok", storage: "ok", lastBackupAt: null, lastBackupAgeSeconds: null });
    });

    it("reports the age of the last backup", async () => {
      const token = await s.tokenFor("admin");
      expect((await s.api("/api/backups", { method: "POST", token })).status).toBe(201);
      const body = await (await s.api("/healthz")).json();
      expect(body.lastBackupAt).toEqual(expect.any(String));
      expect(body.lastBackupAgeSeconds).toBeGreaterThanOrEqual(0);
      expect(body.lastBackupAgeSeconds).toBeLessThan(60);
    });

    it("answers 503 when the data directory cannot be read", async () => {
      const broken = await startTestServer();
      try {
        await fs.rm(broken.services.config.dataDir, { recursive: true });
        const res = await broken.api("/healthz");
        expect(res.status).toBe(503);
        const body = await res.json();
        expect(body.status).toBe("unavailable");
        expect(body.error).toMatch(/^Storage unavailable/);
      } finally {
        await broken.close();
      }
    });
  });

  describe("security headers", () => {
    it("sends a CSP with a fresh nonce per response and no 'unsafe-inline' for scripts", async () => {
      const a = await s.api("/healthz");
      const b = await s.api("/api/sidebar-links");
      const pa = csp(a);
      const pb = csp(b);
      expect(pa["script-src"]).toMatch(/'nonce-[A-Za-z0-9+/]{22}=='/);
      expect(pa["script-src"]).toContain("'strict-dynamic'");
      expect(pa["script-src"]).not.toContain("unsafe-inline");
      expect(pa["script-src"]).not.toContain("unsafe-eval");
      expect(pa["script-src"]).not.toContain("googletagmanager");
      expect(pa["script-src"]).not.toBe(pb["script-src"]);
      expect(pa).toMatchObject({
        "default-src": "'self'",
        "object-src": "'none'",
        "base-uri": "'none'",
        "frame-ancestors": "'none'",
        "form-action": "'self'",
        "img-src": "'self' data: https:",
        "script-src-attr": "'none'",
      });
      expect(pa["upgrade-insecure-requests"]).toBeUndefined();
    });

    it("sends nosniff, the referrer policy and no HSTS over http", async () => {
      const res = await s.api("/api/sidebar-links");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("strict-transport-security")).toBeNull();
      expect(res.headers.get("x-powered-by")).toBeNull();
    });

    it("adds HSTS when SITE_URL is https, and Tag Manager's origin only when GTM_ID is set", async () => {
      const t = await startTestServer({ SITE_URL: "https://www.example.in", GTM_ID: "GTM-ABC123" });
      try {
        const res = await t.api("/api/sidebar-links");
        expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
        const p = csp(res);
        expect(p["script-src"]).toContain("https://www.googletagmanager.com");
        expect(p["frame-src"]).toBe("https://www.googletagmanager.com");
        expect(p["script-src"]).not.toContain("unsafe-inline");
        expect(p["upgrade-insecure-requests"]).toBe("");
      } finally {
        await t.close();
      }
    });
  });

  describe("backups API", () => {
    it("is for admins only", async () => {
      expect((await s.api("/api/backups/status")).status).toBe(401);
      const editor = await s.tokenFor("editor");
      const status = await s.api("/api/backups/status", { token: editor });
      expect(status.status).toBe(403);
      expect(await status.json()).toMatchObject({ error: apiMessages.forbidden });
      expect((await s.api("/api/backups", { method: "POST", token: editor })).status).toBe(403);
    });

    it("takes a backup on demand and reports the last one", async () => {
      const token = await s.tokenFor("admin");
      const before = (await (await s.api("/api/backups/status", { token })).json()).data;
      const res = await s.api("/api/backups", { method: "POST", token });
      expect(res.status).toBe(201);
      const { data } = await res.json();
      expect(data).toMatchObject({ file: expect.stringMatching(/^backup-.*\.tar\.gz$/), bytes: expect.any(Number) });
      const after = await (await s.api("/api/backups/status", { token })).json();
      expect(after.data).toMatchObject({
        lastBackupAt: data.at,
        lastBackupFile: data.file,
        count: before.count + 1,
        keep: 14,
        schedule: "0 2 * * *",
        timeZone: "Asia/Kolkata",
        lastFailureAt: null,
      });
      await expect(fs.access(`${s.services.config.backupDir}/${data.file}`)).resolves.toBeUndefined();
    });
  });

  describe("request logs", () => {
    it("log each request without passwords, tokens or cookies, with the client IP seen through TRUST_PROXY", async () => {
      const proxied = await startTestServer({ TRUST_PROXY: "1", LOG_LEVEL: "info" });
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk, _enc, done) {
          lines.push(...String(chunk).split("\n").filter(Boolean));
          done();
        },
      });
      const app = createApp({ services: proxied.services, logger: createLogger("info", sink) });
      const server = app.listen(0, "127.0.0.1");
      await new Promise<void>((ok) => server.once("listening", ok));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      try {
        const login = await fetch(`${url}/api/auth/login?token=query-secret`, {
          method: "POST",
          // A browser's post: its cookie (a stale session here) and its Origin.
          headers: { "content-type": "application/json", cookie: "session=cookie-secret", origin: url, "x-forwarded-for": "203.0.113.7" },
          body: JSON.stringify(ADMIN),
        });
        const { token } = await login.json();
        await fetch(`${url}/api/backups/status`, { headers: { authorization: `Bearer ${token}` } });
        await fetch(`${url}/healthz`);
        const all = lines.join("\n");
        expect(lines.length).toBeGreaterThanOrEqual(2);
        for (const secret of [ADMIN.password, token, "cookie-secret", "query-secret"]) expect(all).not.toContain(secret);
        const entries = lines.map((l) => JSON.parse(l));
        const loginLine = entries.find((e) => e.req?.url?.startsWith("/api/auth/login"));
        expect(loginLine).toMatchObject({ req: { method: "POST", ip: "203.0.113.7" }, res: { statusCode: 200 } });
        expect(loginLine.responseTime).toEqual(expect.any(Number));
        // Health checks are not logged (a container polls them every 30 s).
        expect(entries.some((e) => e.req?.url === "/healthz")).toBe(false);
      } finally {
        server.closeAllConnections();
        await new Promise<void>((ok) => server.close(() => ok()));
        await proxied.close();
      }
    });
  });
});
