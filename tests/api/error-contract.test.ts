// Error answers are machine-readable: `error` for people, `code` for clients, every failing field
// of a 400 in `fields`, and a 409 conflict carries the stored version so the client needs no re-read.
import { describe, expect, it } from "vitest";
import { useStaffServer } from "../fixtures/server";

type ErrorBody = { error: string; code: string; fields?: { path: string; message: string }[]; updatedAt?: string; updatedBy?: { name: string; email: string } };

const post = (n: number) => ({ title: `Error contract ${n}`, excerpt: `error-contract-${n}`, content: "<p>Hello</p>", date: "2026-01-14T18:30:00.000Z", status: "draft" });

describe("error answers", () => {
  const t = useStaffServer();

  it("a 400 names every failing field once, with the first one's message as error", async () => {
    const res = await t.s.api("/api/blogs", { method: "POST", token: t.admin, json: { title: "", excerpt: "", content: 5 } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.code).toBe("invalid");
    const paths = (body.fields ?? []).map((f) => f.path);
    expect(paths.length).toBeGreaterThanOrEqual(2);
    expect(new Set(paths).size).toBe(paths.length);
    expect(body.error).toBe(body.fields?.[0]?.message);
    for (const f of body.fields ?? []) expect(f.message.length).toBeGreaterThan(0);
  });

  it("a stale save is a `conflict` carrying the stored updatedAt and who saved it", async () => {
    const created = ((await (await t.s.api("/api/blogs", { method: "POST", token: t.admin, json: post(1) })).json()) as { data: { id: string; updatedAt: string } }).data;
    const first = await t.s.api(`/api/blogs/${created.id}`, { method: "PUT", token: t.admin, json: { ...post(1), title: "Saved first", updatedAt: created.updatedAt } });
    expect(first.status).toBe(200);
    const stored = ((await first.json()) as { data: { updatedAt: string } }).data;
    const res = await t.s.api(`/api/blogs/${created.id}`, { method: "PUT", token: t.editor, json: { ...post(1), title: "Saved second", updatedAt: created.updatedAt } });
    expect(res.status).toBe(409);
    const body = (await res.json()) as ErrorBody;
    expect(body.code).toBe("conflict");
    expect(body.updatedAt).toBe(stored.updatedAt);
    expect(body.updatedBy?.email).toBe("admin@test.local");
  });

  it("a taken unique value is a `duplicate`, not a conflict", async () => {
    expect((await t.s.api("/api/blogs", { method: "POST", token: t.admin, json: post(2) })).status).toBe(201);
    const res = await t.s.api("/api/blogs", { method: "POST", token: t.admin, json: { ...post(2), title: "Another title" } });
    expect(res.status).toBe(409);
    const body = (await res.json()) as ErrorBody;
    expect(body.code).toBe("duplicate");
    expect(body.updatedAt).toBeUndefined();
  });

  it("other statuses carry their code", async () => {
    const missing = (await (await t.s.api("/api/blogs/no-such-id", { token: t.admin })).json()) as ErrorBody;
    expect(missing.code).toBe("not_found");
    const anonymous = (await (await t.s.api("/api/users")).json()) as ErrorBody;
    expect(anonymous.code).toBe("unauthenticated");
    const editor = (await (await t.s.api("/api/users", { token: t.editor })).json()) as ErrorBody;
    expect(editor.code).toBe("forbidden");
    const malformed = await t.s.api("/api/blogs", { method: "POST", token: t.admin, headers: { "content-type": "application/json" }, body: "{" });
    expect(((await malformed.json()) as ErrorBody).code).toBe("invalid");
  });
});
