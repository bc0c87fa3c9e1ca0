import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "../../src/shared/api-messages";
import { startTestServer, type TestServer } from "../fixtures/server";

describe("API conventions", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer()));
  afterAll(() => s.close());

  it("answers an unknown API path with 404 { error }", async () => {
    const res = await s.api("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: apiMessages.notFound });
  });

  it("answers malformed JSON with 400 { error }, not a stack trace", async () => {
    const res = await s.api("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: '{"email": ' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: apiMessages.malformedJson });
  });

  it("answers a JSON body over 2 MB with 413", async () => {
    const res = await s.api("/api/auth/login", { method: "POST", json: { email: "a@b.c", password: "x".repeat(2_100_000) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: apiMessages.payloadTooLarge });
  });

  it("names the invalid field in a 400", async () => {
    const res = await s.api("/api/auth/login", { method: "POST", json: { email: "admin@test.local" } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("Password is required");
  });

  it("serves the public sidebar links as a bare list", async () => {
    const res = await s.api("/api/sidebar-links");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it("keeps uploads from being sniffed and never lists the directory", async () => {
    const res = await s.api("/uploads/");
    expect(res.status).toBe(404);
  });
});
