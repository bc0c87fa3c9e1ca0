// /api/pages (docs/product.md#pages-endpoints): the seeded pages listed and read; a save with its edit conflict
// (409 on a stale updatedAt, nothing changed), its revision and the restore of it; placeholders refused when they
// name nothing known and accepted when they do; the site's own pages keep their address and stay published; a new
// city page added, refused at a taken or reserved address, and deleted; previews and the editor's autosave.
import { describe, expect, it } from "vitest";
import { pageMessages } from "../../src/shared/page-messages";
import type { Page, PageListItem, PlaceholderInfo } from "../../src/shared/schemas/page";
import { expectAdminOnly, useStaffServer } from "../fixtures/server";

type Stored = Omit<Page, "updatedBy">;

describe("/api/pages", () => {
  const t = useStaffServer();
  const get = async <T>(path: string): Promise<T> => {
    const res = await t.s.api(path, { token: t.admin });
    expect(res.status, path).toBe(200);
    return ((await res.json()) as { data: T }).data;
  };
  const pageAt = async (path: string) => {
    const found = (await get<PageListItem[]>("/api/pages")).find((p) => p.path === path && p.locale === "en");
    if (!found) throw new Error(`no page at ${path}`);
    return get<Stored>(`/api/pages/${found.id}`);
  };
  const put = (page: Stored, over: Partial<Stored> = {}) => {
    const { id, kind: _k, locale: _l, createdAt: _c, ...body } = { ...page, ...over };
    return t.s.api(`/api/pages/${id}`, { method: "PUT", token: t.admin, json: body });
  };
  const heroOf = (page: Stored) => page.sections.find((s) => s.type === "hero");

  it("lists every seeded page with its address, status and last change", async () => {
    const all = await get<PageListItem[]>("/api/pages");
    // The English pages, and beside them the Hindi versions of 28 of them (docs/product.md#languages).
    const list = all.filter((p) => p.locale === "en");
    expect(list).toHaveLength(31);
    expect(all.filter((p) => p.locale === "hi")).toHaveLength(28);
    expect(list.map((p) => p.path)).toEqual(
      expect.arrayContaining(["/", "/services", "/llp", "/pvt-ltd-registration-delhi", "/private-limited-company-registration-pune", "/about", "/careers", "/privacy-policy"]),
    );
    for (const p of list) {
      expect(p.status).toBe("published");
      expect(Date.parse(p.updatedAt)).not.toBeNaN();
    }
    const home = await pageAt("/");
    expect(home.kind).toBe("home");
    expect(home.locale).toBe("en");
    expect(heroOf(home)).toMatchObject({ heading: "Register Your Company in Delhi NCR, the Right Way" });
  });

  it("saves a change, keeps the replaced state as a revision and restores it", async () => {
    const page = await pageAt("/about");
    const hero = heroOf(page)!;
    const sections = page.sections.map((s) => (s === hero ? { ...hero, heading: "About us, from {firm.city}" } : s));
    const res = await put(page, { sections });
    expect(res.status).toBe(200);
    const saved = ((await res.json()) as { data: Stored }).data;
    expect(heroOf(saved)).toMatchObject({ heading: "About us, from {firm.city}" });
    expect(saved.updatedAt > page.updatedAt).toBe(true);

    const revisions = await get<{ id: string; savedAt: string }[]>(`/api/pages/${page.id}/revisions`);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]!.savedAt).toBe(page.updatedAt);
    const old = await get<Stored & { revisionId: string }>(`/api/pages/${page.id}/revisions/${revisions[0]!.id}`);
    expect(heroOf(old)).toMatchObject({ heading: "About {firm.name}" });

    const restored = await t.s.api(`/api/pages/${page.id}/revisions/${revisions[0]!.id}/restore`, { method: "POST", token: t.admin, json: { updatedAt: saved.updatedAt } });
    expect(restored.status).toBe(200);
    expect(heroOf(await get<Stored>(`/api/pages/${page.id}`))).toMatchObject({ heading: "About {firm.name}" });
    // The restore kept the state it replaced: it can be undone.
    expect(await get<unknown[]>(`/api/pages/${page.id}/revisions`)).toHaveLength(2);
    // A second restore based on the same version is an edit conflict.
    const again = await t.s.api(`/api/pages/${page.id}/revisions/${revisions[0]!.id}/restore`, { method: "POST", token: t.admin, json: { updatedAt: saved.updatedAt } });
    expect(again.status).toBe(409);
  });

  it("refuses a save based on a stale version (409) and changes nothing", async () => {
    const page = await pageAt("/careers");
    expect((await put(page, { metaTitle: "Careers at the firm" })).status).toBe(200);
    const stale = await put(page, { metaTitle: "Work with us" });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toMatch(/saved/i);
    expect((await pageAt("/careers")).metaTitle).toBe("Careers at the firm");
  });

  it("refuses placeholders that name nothing known, naming where they are, and takes known ones", async () => {
    const page = await pageAt("/llp");
    const hero = heroOf(page)!;
    const withLead = (lead: string) => page.sections.map((s) => (s === hero ? { ...hero, lead } : s));
    const unknown = await put(page, { sections: withLead("From {firm.town}, {package.no-such-package.price}.") });
    expect(unknown.status).toBe(400);
    const body = (await unknown.json()) as { error: string; fields: { path: string; message: string }[] };
    const at = `sections.${page.sections.indexOf(hero)}.lead`;
    expect(body.fields.map((f) => f.path)).toEqual([at, at]);
    expect(body.error).toContain(pageMessages.unknownPlaceholder("firm.town"));
    expect(body.fields[1]!.message).toContain("{package.no-such-package.price}");
    // {city.name} only means something on a city page.
    expect((await put(page, { sections: withLead("In {city.name}") })).status).toBe(400);
    expect((await pageAt("/llp")).sections).toEqual(page.sections);

    const known = await put(page, { sections: withLead("From {firm.city}, from {package.llp-registration-delhi.price}, in {package.llp-registration-delhi.duration}.") });
    expect(known.status).toBe(200);
  });

  it("lists the placeholders with their values, filled from the stored details", async () => {
    const list = await get<PlaceholderInfo[]>("/api/pages/placeholders");
    const value = (name: string) => list.find((p) => p.name === name)?.value;
    expect(value("firm.city")).toBe("Faridabad");
    expect(value("package.pvt-ltd-registration-delhi.price")).toBe("₹8,999");
    expect(value("firm.responsePromise")).toBe("2 working hours");
    expect(value("city.name")).toBeUndefined();
    const pune = (await get<PageListItem[]>("/api/pages")).find((p) => p.path === "/private-limited-company-registration-pune" && p.locale === "en")!;
    const forPune = await get<PlaceholderInfo[]>(`/api/pages/placeholders?page=${pune.id}`);
    expect(forPune.find((p) => p.name === "city.state")?.value).toBe("Maharashtra");
  });

  it("keeps the site's own pages at their address, published and undeletable", async () => {
    const page = await pageAt("/services");
    const moved = await put(page, { path: "/our-services" });
    expect(moved.status).toBe(400);
    expect(((await moved.json()) as { error: string }).error).toContain(pageMessages.pathFixed);
    expect((await put(page, { status: "draft" })).status).toBe(400);
    const del = await t.s.api(`/api/pages/${page.id}`, { method: "DELETE", token: t.admin });
    expect(del.status).toBe(400);
    expect(await del.json()).toMatchObject({ error: pageMessages.notDeletable });
  });

  it("refuses a package that is not stored", async () => {
    const page = await pageAt("/llp");
    const res = await put(page, { packageSlug: "no-such-package" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(pageMessages.unknownPackage);
  });

  it("adds a city page as a draft from another city's sections, refuses taken and reserved addresses, and deletes it", async () => {
    const body = {
      kind: "city",
      path: "/private-limited-company-registration-lucknow",
      name: "Lucknow",
      city: { name: "Lucknow", state: "Uttar Pradesh", roc: "Registrar of Companies, Kanpur" },
    };
    const res = await t.s.api("/api/pages", { method: "POST", token: t.admin, json: body });
    expect(res.status).toBe(201);
    const page = ((await res.json()) as { data: Stored }).data;
    expect(page).toMatchObject({ kind: "city", status: "draft", path: body.path, city: body.city, packageSlug: "pvt-ltd-registration-delhi" });
    expect(heroOf(page)).toMatchObject({ heading: "Private Limited Company Registration in {city.name}" });
    // The first city's own name and state in its text became the new page's placeholders.
    expect(JSON.stringify(page.sections)).not.toContain("Ahmedabad");

    const taken = await t.s.api("/api/pages", { method: "POST", token: t.admin, json: body });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: pageMessages.pathTaken });
    for (const path of ["/blog", "/contact-us", "/admin"]) {
      const reserved = await t.s.api("/api/pages", { method: "POST", token: t.admin, json: { ...body, path } });
      expect(reserved.status, path).toBe(400);
    }
    const noCity = await t.s.api("/api/pages", { method: "POST", token: t.admin, json: { ...body, path: "/no-city", city: undefined } });
    expect(noCity.status).toBe(400);
    expect((await t.s.api("/api/pages", { method: "POST", token: t.admin, json: { ...body, path: "Not a path" } })).status).toBe(400);

    expect((await t.s.api(`/api/pages/${page.id}`, { method: "DELETE", token: t.admin })).status).toBe(200);
    expect((await t.s.api(`/api/pages/${page.id}`, { token: t.admin })).status).toBe(404);
    expect(await (await t.s.api(`/api/pages/${page.id}`, { token: t.admin })).json()).toMatchObject({ error: pageMessages.pageNotFound });
  });

  it("makes preview links of the saved page and of a working copy, without saving it", async () => {
    const page = await pageAt("/opc");
    const saved = await t.s.api(`/api/pages/${page.id}/preview`, { method: "POST", token: t.admin });
    expect(saved.status).toBe(200);
    const { url } = ((await saved.json()) as { data: { url: string; expiresAt: string } }).data;
    expect(url).toMatch(/\/page-preview\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(t.s.services.pages.preview.read(url.split("/").pop()!)?.id).toBe(page.id);

    const { id: _i, kind: _k, locale: _l, createdAt: _c, updatedAt: _u, ...fields } = page;
    const working = { ...fields, metaTitle: "A title not saved" };
    const copy = await t.s.api(`/api/pages/${page.id}/preview`, { method: "POST", token: t.admin, json: working });
    expect(copy.status).toBe(200);
    const token = ((await copy.json()) as { data: { url: string } }).data.url.split("/").pop()!;
    expect(t.s.services.pages.preview.read(token)?.metaTitle).toBe("A title not saved");
    expect((await pageAt("/opc")).metaTitle).toBe(page.metaTitle);
    // A forged token shows nothing; a working copy is checked like a save.
    expect(t.s.services.pages.preview.read(`${token.slice(0, -2)}xx`)).toBeNull();
    const bad = await t.s.api(`/api/pages/${page.id}/preview`, { method: "POST", token: t.admin, json: { ...working, metaTitle: "{firm.nothing}" } });
    expect(bad.status).toBe(400);
    // Past its days the link shows nothing.
    t.s.clock.advance(8 * 24 * 60 * 60 * 1000);
    expect(t.s.services.pages.preview.read(token)).toBeNull();
  });

  it("keeps the editor's working copy per user until a save ends it, bounded", async () => {
    const page = await pageAt("/partnership-firm");
    const path = `/api/pages/${page.id}/autosave`;
    expect(await get(path)).toBeNull();
    const kept = await t.s.api(path, { method: "PUT", token: t.admin, json: { values: { metaTitle: "Half typed" } } });
    expect(kept.status).toBe(200);
    expect(await get<{ values: Record<string, string> }>(path)).toMatchObject({ values: { metaTitle: "Half typed" } });
    const tooMany = Object.fromEntries(Array.from({ length: 4001 }, (_, i) => [`f${i}`, "x"]));
    expect((await t.s.api(path, { method: "PUT", token: t.admin, json: { values: tooMany } })).status).toBe(400);
    // A save of the page by its user ends the working copy.
    expect((await put(page, { metaTitle: "Partnership Firm Registration" })).status).toBe(200);
    await expect.poll(() => t.s.services.pages.autosave.get(t.s.services.users.findByEmail("admin@test.local")!.id, page.id)).toBeNull();
  });

  it("answers 404 for an unknown page and 400 for a body that is not a page", async () => {
    expect((await t.s.api("/api/pages/nope", { token: t.admin })).status).toBe(404);
    expect((await t.s.api("/api/pages/nope", { method: "PUT", token: t.admin, json: {} })).status).toBe(400);
    const page = await pageAt("/opc");
    const res = await put(page, { sections: [{ type: "no-such-section" }] as never });
    expect(res.status).toBe(400);
    const huge = await put(page, { sections: Array.from({ length: 41 }, () => ({ type: "featured-posts" })) as never });
    expect(huge.status).toBe(400);
  });

  it("lets an editor edit the pages once an admin allows it, never add or delete them", async () => {
    const page = await pageAt("/opc");
    const refused = await t.s.api("/api/pages", { token: t.editor });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: pageMessages.noPageAccess });
    const editor = t.s.services.users.findByEmail("editor@test.local")!;
    expect((await t.s.api(`/api/users/${editor.id}`, { method: "PUT", token: t.admin, json: { pageAccess: true } })).status).toBe(200);
    try {
      expect((await t.s.api("/api/pages", { token: t.editor })).status).toBe(200);
      const { id, kind: _k, locale: _l, createdAt: _c, ...body } = await get<Stored>(`/api/pages/${page.id}`);
      expect((await t.s.api(`/api/pages/${id}`, { method: "PUT", token: t.editor, json: { ...body, metaTitle: "OPC Registration Online" } })).status).toBe(200);
      expect((await t.s.api("/api/pages", { method: "POST", token: t.editor, json: {} })).status).toBe(403);
      expect((await t.s.api(`/api/pages/${id}`, { method: "DELETE", token: t.editor })).status).toBe(403);
    } finally {
      await t.s.api(`/api/users/${editor.id}`, { method: "PUT", token: t.admin, json: { pageAccess: false } });
    }
    expect((await t.s.api("/api/pages", { token: t.editor })).status).toBe(403);
  });

  it("refuses visitors, and editors without access (adding and deleting: every editor)", async () => {
    const page = await pageAt("/opc");
    for (const [method, path, json] of [
      ["GET", "/api/pages"],
      ["GET", `/api/pages/${page.id}`],
      ["PUT", `/api/pages/${page.id}`, {}],
      ["POST", `/api/pages/${page.id}/preview`],
    ] as const) {
      expect((await t.s.api(path, { method, json })).status, `${method} ${path} anonymous`).toBe(401);
      const asEditor = await t.s.api(path, { method, json, token: t.editor });
      expect(asEditor.status, `${method} ${path} editor`).toBe(403);
      expect(await asEditor.json()).toMatchObject({ error: pageMessages.noPageAccess });
    }
    await expectAdminOnly(t.s, t.editor, [
      ["POST", "/api/pages", {}],
      ["DELETE", `/api/pages/${page.id}`],
    ]);
  });
});
