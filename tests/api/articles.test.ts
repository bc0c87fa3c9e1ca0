// News and resources share one shape, service and router; every case runs against both.
import { describe, expect, it } from "vitest";
import { apiMessages } from "../../src/shared/api-messages";
import { expectAdminOnly, useStaffServer, type Write } from "../fixtures/server";

const item = (over: Record<string, unknown> = {}) => ({
  title: "MCA V3 portal live",
  summary: "Company forms moved to V3.",
  body: "<p>Details <strong>here</strong>.</p>",
  url: "https://www.mca.gov.in",
  date: "2026-01-10",
  status: "published",
  ...over,
});

type Item = { id: string; title: string; body: string; hasBody?: boolean; createdAt: string };

describe.each([
  ["news", apiMessages.newsNotFound],
  ["resources", apiMessages.resourceNotFound],
])("/api/%s", (kind, notFound) => {
  const t = useStaffServer();
  const base = `/api/${kind}`;

  const create = async (body: unknown): Promise<Item> => {
    const res = await t.s.api(base, { method: "POST", json: body, token: t.admin });
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: Item }).data;
  };
  const listIds = async (token?: string) => ((await (await t.s.api(base, { token })).json()).data as Item[]).map((x) => x.id);

  it("lets an admin create, read, update and delete an item, answering { data }", async () => {
    const created = await create(item());
    expect(created).toMatchObject({ ...item(), date: "2026-01-10T00:00:00.000Z", id: expect.any(String) });

    const read = await t.s.api(`${base}/${created.id}`);
    expect(read.status).toBe(200);
    expect((await read.json()).data).toEqual(created);

    const put = await t.s.api(`${base}/${created.id}`, { method: "PUT", token: t.admin, json: item({ title: "Updated", body: "" }) });
    expect(put.status).toBe(200);
    expect((await put.json()).data).toMatchObject({ id: created.id, title: "Updated", body: "", createdAt: created.createdAt });

    const del = await t.s.api(`${base}/${created.id}`, { method: "DELETE", token: t.admin });
    expect(await del.json()).toEqual({ data: { id: created.id } });
    expect((await t.s.api(`${base}/${created.id}`, { token: t.admin })).status).toBe(404);
  });

  it("lists items without their bodies, saying whether each has one", async () => {
    const withBody = await create(item());
    const without = await create(item({ body: "" }));
    const list = (await (await t.s.api(base)).json()).data as Item[];
    const a = list.find((x) => x.id === withBody.id)!;
    const b = list.find((x) => x.id === without.id)!;
    expect(a).not.toHaveProperty("body");
    expect(a.hasBody).toBe(true);
    expect(b.hasBody).toBe(false);
  });

  it("sanitises the body on save: scripts, handlers and javascript: links go; an empty shell becomes no body", async () => {
    const created = await create(
      item({
        body: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://e.vil"></iframe><a href="https://ok.in" target="_blank">ok</a></p>',
      }),
    );
    expect(created.body).toBe('<p>Hi<a>x</a><a href="https://ok.in" target="_blank" rel="noopener noreferrer">ok</a></p>');
    const stored = t.s.services.storage[kind as "news" | "resources"].get(created.id)!;
    expect(stored.body).toBe(created.body);
    expect((await create(item({ body: "<p><br></p>  <script>x</script>" }))).body).toBe("");
  });

  it("sanitises again on read, whatever is on disk", async () => {
    const created = await create(item());
    t.s.services.storage[kind as "news" | "resources"].update(created.id, { body: '<p>ok</p><img src="x" onerror="alert(1)">' });
    const read = (await (await t.s.api(`${base}/${created.id}`)).json()).data as Item;
    expect(read.body).not.toContain("onerror");
    expect(read.body).toContain("<p>ok</p>");
  });

  it("validates input with 400 naming the field", async () => {
    const cases: [unknown, string][] = [
      [item({ title: "" }), "Title is required"],
      [item({ title: undefined }), "Title is required"],
      [item({ date: undefined }), "date is required"],
      [item({ date: "31/12/2026" }), "date must be an ISO date"],
      [item({ url: "ftp://files" }), "URL must be an http(s) URL"],
      [item({ status: "hidden" }), "Status"],
      [item({ body: 7 }), "Body"],
    ];
    for (const [json, error] of cases) {
      const res = await t.s.api(base, { method: "POST", json, token: t.admin });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).error).toContain(error);
    }
  });

  it("answers 401 to visitors and 403 to editors on every write", async () => {
    const { id } = await create(item());
    const writes: Write[] = [
      ["POST", base, item()],
      ["PUT", `${base}/${id}`, item()],
      ["DELETE", `${base}/${id}`],
    ];
    await expectAdminOnly(t.s, t.editor, writes);
  });

  it("hides drafts, archived and future items from visitors and editors, newest first; admins see all", async () => {
    const older = await create(item({ date: "2025-01-01" }));
    const newer = await create(item({ date: "2025-06-01" }));
    const hidden = [await create(item({ status: "draft" })), await create(item({ status: "archived" })), await create(item({ date: "2999-01-01" }))];
    for (const token of [undefined, t.editor]) {
      const ids = await listIds(token);
      expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      for (const h of hidden) {
        expect(ids).not.toContain(h.id);
        const res = await t.s.api(`${base}/${h.id}`, { token });
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ error: notFound });
      }
    }
    expect(await listIds(t.admin)).toEqual(expect.arrayContaining(hidden.map((h) => h.id)));
  });

  it("answers 404 { error } for an unknown item", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await t.s.api(`${base}/nope`, { method, token: t.admin, json: method === "PUT" ? item() : undefined });
      expect(res.status, method).toBe(404);
      expect(await res.json()).toMatchObject({ error: notFound });
    }
  });
});
