// securityHeaders sets exactly helmet's headers, worked out once, with each response's own nonce.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express, { type RequestHandler } from "express";
import { describe, expect, it } from "vitest";
import { helmetFor, nonce, securityHeaders } from "../../src/server/http/security";

async function headersOf(handler: RequestHandler): Promise<Record<string, string>[]> {
  const app = express();
  app.use(nonce, (_req, res, next) => {
    res.setHeader("X-Powered-By", "x");
    res.setHeader("X-Nonce", String(res.locals.nonce));
    next();
  });
  app.use(handler, (_req, res) => void res.send("ok"));
  const server = http.createServer(app).listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const out: Record<string, string>[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(base);
      await res.text();
      const h = Object.fromEntries([...res.headers].filter(([name]) => !["date", "etag", "connection", "keep-alive", "content-length"].includes(name)));
      // The nonce differs per response: compare the policies with it put back in its place.
      out.push({ ...h, "content-security-policy": h["content-security-policy"]!.replaceAll(h["x-nonce"]!, "NONCE") });
    }
    return out;
  } finally {
    server.close();
  }
}

describe("securityHeaders", () => {
  for (const config of [
    { siteUrl: "http://localhost:3000", gtmId: "", env: "production" as const },
    { siteUrl: "https://www.example.in", gtmId: "GTM-ABC123", env: "production" as const },
  ]) {
    it(`sets helmet's headers with each response's nonce (${config.siteUrl})`, async () => {
      const ours = await headersOf(securityHeaders(config));
      const theirs = await headersOf(helmetFor(config));
      expect(ours[0]!["content-security-policy"]).toContain("'nonce-NONCE'");
      expect(ours[0]!["x-powered-by"]).toBeUndefined();
      const withoutNonce = (h: Record<string, string>) => ({ ...h, "x-nonce": "" });
      expect(ours.map(withoutNonce)).toEqual(theirs.map(withoutNonce));
    });
  }
});
