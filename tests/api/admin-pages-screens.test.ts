// The pages screens as the server renders them, with forms posted without JavaScript: the list; the editor of a
// page with its sections and placeholders; a section added, moved and removed (not saved until Save); a save that
// the public page shows at once (the page cache dropped); an unknown placeholder refused with the typed text kept;
// an edit conflict offering "Save mine anyway"; a revision restored; a city page added and published, which joins the
// home page's city links, the services page, the sitemap and the site search; an editor refused until allowed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageFormFields, type EditablePage } from "../../src/app/lib/page-form";
import { pageMessages } from "../../src/shared/page-messages";
import type { Page } from "../../src/shared/schemas/page";
import { pageText } from "../fixtures/page-text";
import { servePages, startTestServer, type TestServer } from "../fixtures/server";
import { startSiteRender } from "../fixtures/ssr";

describe("the pages screens, rendered by the server", () => {
  let s: TestServer;
  let site: Awaited<ReturnType<typeof servePages>>;
  let renderer: Awaited<ReturnType<typeof startSiteRender>>;
  let adminCookie: string;

  const get = (path: string, cookie = adminCookie) => fetch(`${site.base}${path}`, { headers: { cookie }, redirect: "manual" });
  const post = (path: string, fields: Record<string, string>, cookie = adminCookie) =>
    fetch(`${site.base}${path}`, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.base, cookie },
      redirect: "manual",
    });
  const stored = (path: string) => s.services.pages.published(path) ?? s.services.storage.pages.find({ where: { path } })[0]!;
  /** The editor's form of a page as it would post it, with `intent`. */
  const formOf = (page: Page, intent: string, over: (f: Record<string, string>) => void = () => undefined) => {
    const fields = { ...pageFormFields(page as unknown as EditablePage), updatedAt: page.updatedAt, intent };
    over(fields);
    return fields;
  };
  // The page's words (pageText keeps an apostrophe's entity as a text of its own: "firm ' s").
  const text = async (res: Response) => pageText(await res.text()).text.replace(/ ' /g, "'");

  beforeAll(async () => {
    s = await startTestServer();
    renderer = await startSiteRender(s.services);
    site = await servePages(s.services, renderer.render);
    adminCookie = `session=${await s.tokenFor("admin")}`;
  }, 60_000);
  afterAll(async () => {
    await site.close();
    await renderer.close();
    await s.close();
  });

  it("lists the pages with their address, kind and status, and opens a page's editor with its sections and placeholders", async () => {
    const list = await get("/admin/pages");
    expect(list.status).toBe(200);
    const listed = await text(list);
    for (const words of ["/private-limited-company-registration-pune", "City page", "Business structure", "published", "Add a page"]) expect(listed).toContain(words);
    const llp = stored("/llp");
    const editor = await get(`/admin/pages/${llp.id}`);
    expect(editor.status).toBe(200);
    const shown = await text(editor);
    for (const words of [
      "Edit page: Limited Liability Partnership",
      "Page header: Limited Liability Partnership (LLP) Registration",
      "Questions and answers",
      "{firm.city}",
      "Faridabad",
      "Save page",
      "Preview",
    ])
      expect(shown).toContain(words);
  });

  it("adds, moves and removes sections in the form without saving, then saves what the public page shows at once", async () => {
    const page = stored("/opc");
    const before = await text(await get("/opc"));
    expect(before).not.toContain("Ask us on WhatsApp from {firm.city}");
    const count = page.sections.length;
    // Add a questions section at the start: answered with the form again, nothing saved.
    const added = await post(
      `/admin/pages/${page.id}`,
      formOf(page, "add-section", (f) => Object.assign(f, { addType: "faqs", addAt: "0" })),
    );
    expect(added.status).toBe(200);
    const addedHtml = await added.text();
    expect(pageText(addedHtml).text).toContain(pageMessages.sectionAdded);
    expect(addedHtml).toContain('name="sections.0.type" value="faqs"');
    expect(addedHtml).toContain(`name="sections.count" value="${count + 1}"`);
    expect(stored("/opc").sections).toHaveLength(count);

    // The form as answered, with a question added and typed in, moved below the header, then saved.
    const fields = formOf(page, "save", (f) => {
      const shifted: Record<string, string> = {};
      for (const [k, v] of Object.entries(f)) {
        const m = /^sections\.(\d+)\.(.*)$/.exec(k);
        if (m) shifted[`sections.${Number(m[1]) + 1}.${m[2]}`] = v;
        else shifted[k] = v;
      }
      for (const k of Object.keys(f)) delete f[k];
      Object.assign(f, shifted, {
        "sections.count": String(count + 1),
        "sections.0.type": "faqs",
        "sections.0.heading": "Quick answers",
        "sections.0.items.0.question": "Can I talk to you on WhatsApp?",
        "sections.0.items.0.answer": "Ask us on WhatsApp from {firm.city}, any working day.",
      });
    });
    const moved = await post(`/admin/pages/${page.id}`, { ...fields, intent: "move:0:down" });
    expect(await moved.text()).toContain('name="sections.1.type" value="faqs"');
    const saved = await post(`/admin/pages/${page.id}`, { ...fields, intent: "save" });
    expect(saved.status).toBe(200);
    const now = stored("/opc");
    expect(now.sections).toHaveLength(count + 1);
    expect(now.sections[0]).toMatchObject({ type: "faqs", heading: "Quick answers" });
    const after = await text(await get("/opc"));
    expect(after).toMatch(/Quick answers Can I talk to you on WhatsApp\? \+ Ask us on WhatsApp from Faridabad, any working day\./);

    // Removing it again is a structural edit too; a save makes it so.
    const removed = await (await post(`/admin/pages/${now.id}`, formOf(now, "remove:0"))).text();
    expect(removed).toContain(`name="sections.count" value="${count}"`);
    expect(pageText(removed).text).not.toContain("Questions and answers: Quick answers");
    expect(stored("/opc").sections).toHaveLength(count + 1);
  });

  it("refuses an unknown placeholder, naming the section and keeping what was typed", async () => {
    const page = stored("/partnership-firm");
    const res = await post(
      `/admin/pages/${page.id}`,
      formOf(page, "save", (f) => (f["sections.0.heading"] = "Partnership firms in {firm.town}")),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(pageText(html).text).toContain(pageMessages.unknownPlaceholder("firm.town"));
    expect(html).toContain("Partnership firms in {firm.town}");
    expect(stored("/partnership-firm").updatedAt).toBe(page.updatedAt);
  });

  it("answers an edit conflict with the choices, and saves over it when asked", async () => {
    const page = stored("/about");
    const other = await s.api(`/api/pages/${page.id}`, {
      method: "PUT",
      token: await s.tokenFor("admin"),
      json: { ...pageFormToBody(page), metaTitle: "About the firm", updatedAt: page.updatedAt },
    });
    expect(other.status).toBe(200);
    const stale = await post(
      `/admin/pages/${page.id}`,
      formOf(page, "save", (f) => (f.metaTitle = "About us")),
    );
    const shown = await text(stale);
    expect(shown).toContain("Save mine anyway");
    expect(stored("/about").metaTitle).toBe("About the firm");
    const anyway = await post(
      `/admin/pages/${page.id}`,
      formOf(page, "save-anyway", (f) => (f.metaTitle = "About us")),
    );
    expect(anyway.status).toBe(200);
    expect(stored("/about").metaTitle).toBe("About us");
  });

  it("shows the history and restores a version", async () => {
    const page = stored("/about");
    const history = await text(await get(`/admin/pages/${page.id}?history`));
    expect(history).toContain("Restore this version");
    const [first] = s.services.pages.revisions(page.id).slice(-1);
    const compared = await text(await get(`/admin/pages/${page.id}?history&compare=${first!.id}`));
    expect(compared).toContain("metaTitle: About Us");
    const restored = await post(`/admin/pages/${page.id}`, { intent: "restore", revisionId: first!.id, updatedAt: page.updatedAt });
    expect(restored.status).toBe(302);
    expect(stored("/about").metaTitle).toBe("About Us");
  });

  it("adds a city page as a draft, publishes it, and it joins the city links, the services page and the sitemap", async () => {
    const added = await post("/admin/pages", {
      intent: "add",
      kind: "city",
      cityName: "Lucknow",
      state: "Uttar Pradesh",
      roc: "Registrar of Companies, Kanpur",
      path: "/private-limited-company-registration-lucknow",
    });
    expect(added.status).toBe(302);
    const page = stored("/private-limited-company-registration-lucknow");
    expect(page.status).toBe("draft");
    expect((await get("/private-limited-company-registration-lucknow")).status).toBe(404);
    const published = await post(
      `/admin/pages/${page.id}`,
      formOf(page, "save", (f) => (f.status = "published")),
    );
    expect(published.status).toBe(200);
    const shown = await text(await get("/private-limited-company-registration-lucknow"));
    expect(shown).toContain("Private Limited Company Registration in Lucknow");
    expect(shown).toContain("Registrar of Companies, Kanpur");
    expect(shown).toContain("Uttar Pradesh");
    expect(await text(await get("/"))).toContain("Company Registration in Lucknow");
    expect(await text(await get("/services"))).toContain("Lucknow");
    expect(await (await get("/sitemap.xml")).text()).toContain("/private-limited-company-registration-lucknow");
    // The site search finds it beside the posts.
    const search = await (await get("/blog?q=Lucknow")).text();
    expect(pageText(search).text).toContain("Our services and pages Lucknow");
    expect(search).toContain('href="/private-limited-company-registration-lucknow"');
    // A taken address is refused, with what was typed.
    const again = await post("/admin/pages", { intent: "add", kind: "city", cityName: "Lucknow", state: "UP", roc: "ROC", path: "/private-limited-company-registration-lucknow" });
    expect(await text(again)).toContain(pageMessages.pathTaken);
  });

  it("tells an editor without access to ask an admin, and lets one with access edit", async () => {
    const editorCookie = `session=${await s.tokenFor("editor")}`;
    const refused = await text(await get("/admin/pages", editorCookie));
    expect(refused).toContain(pageMessages.noPageAccess);
    expect(refused).not.toContain("/private-limited-company-registration-pune");
    expect(refused).not.toContain("Add a page");
    const editor = s.services.users.findByEmail("editor@test.local")!;
    await s.services.users.update(editor.id, { pageAccess: true });
    const allowed = await get("/admin/pages", editorCookie);
    const listed = await text(allowed);
    expect(listed).toContain("/private-limited-company-registration-pune");
    expect(listed).not.toContain("Add a page");
    const page = stored("/llp");
    expect(
      (
        await post(
          `/admin/pages/${page.id}`,
          formOf(page, "save", (f) => (f.metaTitle = "LLP Registration Online in India")),
          editorCookie,
        )
      ).status,
    ).toBe(200);
    expect(stored("/llp").metaTitle).toBe("LLP Registration Online in India");
  });
});

/** A stored page as PUT /api/pages/{id} takes it. */
function pageFormToBody(page: Page) {
  const { id: _i, kind: _k, locale: _l, createdAt: _c, updatedAt: _u, updatedBy: _b, ...body } = page;
  return body;
}
