// Sidebar links in the order the admin sets, and the URL rule (after https:// is added, the address
// must parse as http(s) on a real host name, else 400 naming the field).
import { describe, expect, it } from "vitest";
import { apiMessages } from "../../src/shared/api-messages";
import { publicReads } from "../../src/server/load-context";
import { expectAdminOnly, useStaffServer } from "../fixtures/server";

type Link = { _id: string; text: string; url: string; order: number; updatedAt: string };

describe("sidebar link order and URL rule", () => {
  const t = useStaffServer();
  const create = async (text: string, url = `https://example.com/${text}`): Promise<Link> => {
    const res = await t.s.api("/api/sidebar-links", { method: "POST", json: { text, url }, token: t.admin });
    expect(res.status).toBe(201);
    return res.json() as Promise<Link>;
  };
  const texts = async () => ((await (await t.s.api("/api/sidebar-links")).json()) as Link[]).map((l) => l.text);
  const reorder = (ids: unknown, token = t.admin) => t.s.api("/api/sidebar-links/order", { method: "PUT", token, json: { ids } });

  it("lists new links last, and in the order the admin sets; editing a link keeps its place and updatedAt is untouched by a move", async () => {
    const a = await create("a");
    const b = await create("b");
    const c = await create("c");
    expect(await texts()).toEqual(["a", "b", "c"]);

    const res = await reorder([c._id, a._id, b._id]);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: Link[] }).data.map((l) => l.text)).toEqual(["c", "a", "b"]);
    expect(await texts()).toEqual(["c", "a", "b"]);
    expect(
      publicReads(t.s.services)
        .sidebarLinks.list()
        .map((l) => l.text),
    ).toEqual(["c", "a", "b"]);
    // The move is in the activity log.
    expect(t.s.services.activity.list({ limit: 1 })[0]).toMatchObject({ action: "reorder", target: { type: "link" }, actor: { email: "admin@test.local" } });

    // A move is not an edit: the form opened before it still saves (no 409), and the link keeps its place.
    const put = await t.s.api(`/api/sidebar-links/${a._id}`, { method: "PUT", token: t.admin, json: { text: "a2", url: a.url, updatedAt: a.updatedAt } });
    expect(put.status).toBe(200);
    expect(await texts()).toEqual(["c", "a2", "b"]);
  });

  it("refuses an order that does not list every link exactly once (400 naming ids) and changes nothing", async () => {
    const before = await texts();
    const links = (await (await t.s.api("/api/sidebar-links")).json()) as Link[];
    const ids = links.map((l) => l._id);
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), "nope"], "x"]) {
      const res = await reorder(bad);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/^ids /);
    }
    expect((await (await reorder(ids.slice(1))).json()).error).toBe(`ids ${apiMessages.linkOrderMismatch}`);
    expect(await texts()).toEqual(before);
  });

  it("lets only admins reorder", async () => {
    const ids = ((await (await t.s.api("/api/sidebar-links")).json()) as Link[]).map((l) => l._id);
    await expectAdminOnly(t.s, t.editor, [["PUT", "/api/sidebar-links/order", { ids }]]);
  });

  it("refuses a URL that is not a web address on a real host, after adding https://", async () => {
    for (const url of [
      "javascript:alert(1)",
      "https://javascript:alert(1)",
      "localhost:3000",
      "just words",
      "https://example",
      "ftp://example.com",
      "https://user:pw@example.com/",
      "https://300.1.2.3/",
    ]) {
      const res = await t.s.api("/api/sidebar-links", { method: "POST", token: t.admin, json: { text: "X", url } });
      expect(res.status, url).toBe(400);
      expect(await res.json()).toMatchObject({ error: "URL must be a web address such as https://example.com" });
    }
    expect((await create("ok", "www.mca.gov.in/content")).url).toBe("https://www.mca.gov.in/content");
    const link = await create("edit-me");
    const res = await t.s.api(`/api/sidebar-links/${link._id}`, { method: "PUT", token: t.admin, json: { text: "X", url: "javascript:alert(1)" } });
    expect(res.status).toBe(400);
  });

  it("does not show visitors a link stored before the rule that is not a web address", async () => {
    t.s.services.storage.sidebarLinks.create({ _id: "legacy-bad", text: "Bad", url: "https://javascript:alert(1)", order: 999, updatedAt: new Date().toISOString() });
    expect(
      publicReads(t.s.services)
        .sidebarLinks.list()
        .map((l) => l._id),
    ).not.toContain("legacy-bad");
    // The admin still sees it, to fix or delete it.
    expect(((await (await t.s.api("/api/sidebar-links")).json()) as Link[]).map((l) => l._id)).toContain("legacy-bad");
  });
});
