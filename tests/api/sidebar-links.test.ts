import { describe, expect, it } from "vitest";
import { apiMessages } from "../../src/shared/api-messages";
import { expectAdminOnly, useStaffServer, type Write } from "../fixtures/server";

type Link = { _id: string; text: string; url: string; order: number; updatedAt: string };

describe("/api/sidebar-links", () => {
  const t = useStaffServer();

  const create = async (json: unknown): Promise<Link> => {
    const res = await t.s.api("/api/sidebar-links", { method: "POST", json, token: t.admin });
    expect(res.status).toBe(201);
    return res.json() as Promise<Link>;
  };

  it("lets an admin add, edit and delete a link; the public list is a bare list of { _id, text, url, order, updatedAt }", async () => {
    const link = await create({ text: "MCA", url: "https://www.mca.gov.in" });
    expect(link).toEqual({
      _id: expect.any(String),
      text: "MCA",
      url: "https://www.mca.gov.in",
      order: expect.any(Number),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    expect(await (await t.s.api("/api/sidebar-links")).json()).toContainEqual(link);

    // docs/product.md#api: the PUT body carries the id as `id` too.
    const put = await t.s.api(`/api/sidebar-links/${link._id}`, { method: "PUT", token: t.admin, json: { id: link._id, text: "GST", url: "www.gst.gov.in" } });
    expect(put.status).toBe(200);
    const edited = (await put.json()) as Link;
    expect(edited).toEqual({ _id: link._id, text: "GST", url: "https://www.gst.gov.in", order: link.order, updatedAt: expect.any(String) });
    expect(edited.updatedAt > link.updatedAt).toBe(true);

    const del = await t.s.api(`/api/sidebar-links/${link._id}`, { method: "DELETE", token: t.admin });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ data: { id: link._id } });
    const list = (await (await t.s.api("/api/sidebar-links")).json()) as Link[];
    expect(list.map((l) => l._id)).not.toContain(link._id);
  });

  it("adds https:// to a URL without an http(s) scheme and keeps http:// as it is", async () => {
    expect((await create({ text: "A", url: "example.com/x" })).url).toBe("https://example.com/x");
    expect((await create({ text: "B", url: "http://example.com" })).url).toBe("http://example.com");
    expect((await create({ text: "C", url: "  HTTPS://example.com  " })).url).toBe("HTTPS://example.com");
  });

  it("requires text and url (400 naming the field)", async () => {
    const cases: [unknown, string][] = [
      [{ url: "https://x.in" }, "Text is required"],
      [{ text: "   ", url: "https://x.in" }, "Text is required"],
      [{ text: "X" }, "URL is required"],
      [{ text: "X", url: "" }, "URL is required"],
      [{ text: "X", url: 5 }, "URL"],
    ];
    for (const [json, error] of cases) {
      const res = await t.s.api("/api/sidebar-links", { method: "POST", json, token: t.admin });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await res.json()).error).toContain(error);
    }
  });

  it("answers 401 to visitors and 403 to editors on every write, and leaves the list unchanged", async () => {
    const link = await create({ text: "Keep", url: "https://keep.example" });
    const before = await (await t.s.api("/api/sidebar-links")).json();
    const writes: Write[] = [
      ["POST", "/api/sidebar-links", { text: "X", url: "https://x.in" }],
      ["PUT", `/api/sidebar-links/${link._id}`, { id: link._id, text: "X", url: "https://x.in" }],
      ["DELETE", `/api/sidebar-links/${link._id}`],
    ];
    await expectAdminOnly(t.s, t.editor, writes);
    expect(await (await t.s.api("/api/sidebar-links")).json()).toEqual(before);
  });

  it("answers 404 for an unknown link on update and delete", async () => {
    const put = await t.s.api("/api/sidebar-links/nope", { method: "PUT", token: t.admin, json: { text: "X", url: "x.in" } });
    expect(put.status).toBe(404);
    expect(await put.json()).toMatchObject({ error: apiMessages.notFound });
    expect((await t.s.api("/api/sidebar-links/nope", { method: "DELETE", token: t.admin })).status).toBe(404);
  });
});
