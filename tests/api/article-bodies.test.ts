// News and resource bodies stored as plain text (before the rich-text editor) keep their line breaks.
import { describe, expect, it } from "vitest";
import { publicReads } from "../../src/server/load-context";
import { useStaffServer } from "../fixtures/server";

describe("plain-text article bodies", () => {
  const t = useStaffServer();
  it("keep their line breaks on the item's page and in the admin's editor", async () => {
    const now = new Date().toISOString();
    t.s.services.storage.news.create({
      id: "legacy-plain",
      title: "Legacy",
      summary: "",
      url: "",
      body: "Line one\nline two\n\nSecond paragraph",
      date: "2026-01-01T00:00:00.000Z",
      status: "published",
      createdAt: now,
      updatedAt: now,
    });
    const page = publicReads(t.s.services).news.byId("legacy-plain");
    expect(page?.body).toMatch(/<p>Line one<br ?\/?>line two<\/p><p>Second paragraph<\/p>/);
    const admin = ((await (await t.s.api("/api/news/legacy-plain", { token: t.admin })).json()) as { data: { body: string } }).data;
    expect(admin.body).toMatch(/^<p>Line one<br ?\/?>line two<\/p><p>Second paragraph<\/p>$/);
  });

  it("sent as plain text through the API are stored as paragraphs", async () => {
    const res = await t.s.api("/api/resources", { method: "POST", token: t.admin, json: { title: "Plain", body: "One\n\nTwo", date: "2026-01-10", status: "published" } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: { body: string } }).data.body).toBe("<p>One</p><p>Two</p>");
  });
});
