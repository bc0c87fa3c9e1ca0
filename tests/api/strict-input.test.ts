// Strict text, slugs, dates and types. Every string field refuses unpaired surrogates and control
// characters with a 400 naming the field; slugs are clean and unique after normalisation and case folding;
// a date must exist; a wrong type says what was expected. Stored values from before these rules never
// break a page.
import { fieldLabel } from "../../src/server/errors";
import { describe, expect, it } from "vitest";
import { openStorage } from "../../src/server/storage";
import { parseInput } from "../../src/server/services/validate";
import { VISITOR } from "../../src/server/services/visibility";
import { apiMessages, fieldProblems } from "../../src/shared/api-messages";
import { enquirySubmissionSchema } from "../../src/shared/schemas/enquiry";
import { blogPath, categoryPath } from "../../src/shared/sitemap";
import type { Blog } from "../../src/shared/schemas/blog";
import { useStaffServer } from "../fixtures/server";
import { testLogger } from "../fixtures/log";

let n = 0;
function post(overrides: Record<string, unknown> = {}) {
  n += 1;
  return { title: `Strict ${n}`, excerpt: `strict-${n}`, content: "<p>Body</p>", date: "2026-01-15", status: "published", ...overrides };
}

describe("strict input", () => {
  const t = useStaffServer();
  const send = (path: string, json: unknown, method = "POST") => t.s.api(path, { method, token: t.admin, json });
  async function expect400(res: Response, error: string) {
    expect(res.status, error).toBe(400);
    expect(await res.json()).toMatchObject({ error });
  }

  describe("text fields", () => {
    it.each([
      ["excerpt", "bad\ud800", fieldProblems.unpairedSurrogate],
      ["excerpt", "\udc00", fieldProblems.unpairedSurrogate],
      ["keywords", "gst, \ud800", fieldProblems.unpairedSurrogate],
      ["title", "a\u0000b", fieldProblems.controlCharacter],
      ["title", "bell\u0007", fieldProblems.controlCharacter],
      ["metaTitle", "esc\u001b[31m", fieldProblems.controlCharacter],
      ["content", "<p>a\u0000</p>", fieldProblems.controlCharacter],
      ["canonicalUrl", "https://example.com/\ud800", fieldProblems.unpairedSurrogate],
      ["title", "two\nlines", fieldProblems.oneLine],
      ["content", `${"<span>".repeat(101)}deep`, fieldProblems.htmlTooDeep],
    ])("refuses %s = %j with 400 naming the field", async (field, value, problem) => {
      await expect400(await send("/api/blogs", post({ [field]: value })), `${fieldLabel(field)} ${problem}`);
    });

    it("accepts tabs and line breaks where they make sense, and paired surrogates (emoji) everywhere", async () => {
      const res = await send("/api/blogs", post({ title: "Tax\tguide 😀", content: "<p>a</p>\n\t<p>b 😀</p>", metaDescription: "one\ntwo", excerpt: "emoji-😀" }));
      expect(res.status).toBe(201);
    });

    it("applies to every resource: news, resources, offers, sidebar links, users, enquiries", async () => {
      await expect400(await send("/api/news", { title: "N", summary: "a\u0000", date: "2026-01-01" }), `${fieldLabel("summary")} ${fieldProblems.controlCharacter}`);
      await expect400(await send("/api/resources", { title: "R\ud800", date: "2026-01-01" }), `${fieldLabel("title")} ${fieldProblems.unpairedSurrogate}`);
      await expect400(await send("/api/resources", { title: "R", body: "<p>".repeat(200), date: "2026-01-01" }), `${fieldLabel("body")} ${fieldProblems.htmlTooDeep}`);
      await expect400(await send("/api/offers", { mainHeading: "\u0000", date: "2026-01-01" }), `${fieldLabel("mainHeading")} ${fieldProblems.controlCharacter}`);
      await expect400(await send("/api/sidebar-links", { text: "x\ud800", url: "example.com" }), `${fieldLabel("text")} ${fieldProblems.unpairedSurrogate}`);
      await expect400(await send("/api/users", { email: "new@test.local", role: "editor", name: "a\u0000" }), `${fieldLabel("name")} ${fieldProblems.controlCharacter}`);
      const enquiry = { name: "Asha", email: "asha@example.com", phone: "9876543210", message: "Hello" };
      expect(() => parseInput(enquirySubmissionSchema, { ...enquiry, message: "Hi\ud800" })).toThrow(`${fieldLabel("message")} ${fieldProblems.unpairedSurrogate}`);
      expect(() => parseInput(enquirySubmissionSchema, { ...enquiry, city: "Delhi\u0000" })).toThrow(`${fieldLabel("city")} ${fieldProblems.controlCharacter}`);
      expect(() => parseInput(enquirySubmissionSchema, { ...enquiry, utm: { utm_source: "x\ud800" } })).toThrow(
        `${fieldLabel("utm.utm_source")} ${fieldProblems.unpairedSurrogate}`,
      );
      expect(parseInput(enquirySubmissionSchema, { ...enquiry, message: "Line one\nLine two" }).message).toBe("Line one\nLine two");
    });
  });

  describe("slugs (excerpt)", () => {
    it.each([
      ["..", fieldProblems.slugDots],
      [".", fieldProblems.slugDots],
      ["a/b", fieldProblems.slugSlash],
      ["---", fieldProblems.slugNeedsLetterOrDigit],
      ["!?", fieldProblems.slugNeedsLetterOrDigit],
      ["\u202egnp.exe", fieldProblems.slugInvisible],
      ["a\u2066b", fieldProblems.slugInvisible],
      ["zero\u200bwidth", fieldProblems.slugInvisible],
      ["tab\there", fieldProblems.slugInvisible],
      ["NUL\u0000", fieldProblems.controlCharacter],
      ["0b7c2a4e-2f1d-4d7e-9c55-1a2b3c4d5e6f", fieldProblems.slugUuid],
    ])("refuses %j", async (excerpt, problem) => {
      await expect400(await send("/api/blogs", post({ excerpt })), `${fieldLabel("excerpt")} ${problem}`);
    });

    it("refuses another post's id as an excerpt on update too", async () => {
      const a = (await (await send("/api/blogs", post())).json()) as { data: Blog };
      const b = (await (await send("/api/blogs", post())).json()) as { data: Blog };
      await expect400(await send(`/api/blogs/${b.data.id}`, post({ excerpt: a.data.id }), "PUT"), `${fieldLabel("excerpt")} ${fieldProblems.slugUuid}`);
    });

    it.each([
      ["Straße-guide", "STRASSE-GUIDE"],
      ["ﬁling-guide", "filing-guide"],
      ["caf\u00e9-tax", "CAFE\u0301-TAX"],
    ])("treats %j and %j as one slug (409)", async (first, second) => {
      expect((await send("/api/blogs", post({ excerpt: first }))).status).toBe(201);
      const clash = await send("/api/blogs", post({ excerpt: second }));
      expect(clash.status).toBe(409);
      expect(await clash.json()).toMatchObject({ error: apiMessages.duplicateExcerpt });
    });
  });

  describe("dates and types", () => {
    it.each([
      [{ date: "2026-02-30" }, "date must be a real date"],
      [{ date: "2025-02-29" }, "date must be a real date"],
      [{ date: "2026-13-01" }, "date must be a real date"],
      [{ date: "2026-04-31T10:00:00Z" }, "date must be a real date"],
      [{ date: "yesterday" }, `${fieldLabel("date")} ${fieldProblems.notIsoDate}`],
      [{ date: 123 }, "date must be a date"],
      [{ date: null }, "date must be a date"],
      [{ title: 42 }, "Title must be a string"],
      [{ excerpt: ["a"] }, "URL slug (excerpt) must be a string"],
      [{ content: { html: "x" } }, "Content must be a string"],
      [{ featured: "yes" }, "Featured must be true or false"],
      [{ title: undefined }, "Title is required"],
    ])("%j -> %j", async (overrides, error) => {
      await expect400(await send("/api/blogs", post(overrides)), error);
    });

    it("keeps a real leap day", async () => {
      const res = await send("/api/blogs", post({ date: "2024-02-29" }));
      expect(res.status).toBe(201);
      expect(((await res.json()) as { data: Blog }).data.date).toBe("2024-02-29T00:00:00.000Z");
    });

    it("checks dates of offers, news and resources the same way", async () => {
      await expect400(await send("/api/offers", { date: "2026-02-30" }), "date must be a real date");
      await expect400(await send("/api/news", { title: "N", date: 20260101 }), "date must be a date");
    });
  });

  describe("stored values from before these rules", () => {
    it("never break the public reads, the sitemap or a link: a bad value degrades one link", async () => {
      const now = new Date().toISOString();
      const stored = (excerpt: string, keywords: string): Blog => ({
        ...(post() as unknown as Blog),
        excerpt,
        keywords,
        date: "2026-01-01T00:00:00.000Z",
        image: "",
        featured: false,
        metaTitle: "",
        metaDescription: "\ud800",
        canonicalUrl: "",
        socialImage: "",
        id: `stored-${excerpt.length}-${n}`,
        createdAt: now,
        updatedAt: now,
      });
      for (const post of [stored("bad\ud800", "gst, \udfff"), stored("..", "x\u0000")]) t.s.services.storage.posts.create(post);
      const reads = (await import("../../src/server/load-context")).publicReads(t.s.services);
      expect(() => reads.blogs.list()).not.toThrow();
      expect(() => t.s.services.sitemap.entries()).not.toThrow();
      expect(() => t.s.services.sitemap.data()).not.toThrow();
      expect(blogPath("bad\ud800")).toBe("/blog/bad%EF%BF%BD");
      expect(categoryPath("\udfff")).toBe("/category/%EF%BF%BD");
      expect(reads.blogs.byExcerpt("bad\ud800")?.excerpt).toBe("bad\ud800");
      expect(t.s.services.blogs.getByExcerpt(VISITOR, "..").excerpt).toBe("..");
      for (const path of ["/api/blogs", "/api/sitemap-data"]) expect((await t.s.api(path)).status, path).toBe(200);

      // A restart reads them back: the rules of requests do not stop the site from starting.
      const reopened = await openStorage(t.s.services.config.dataDir, { log: testLogger() });
      expect(reopened.posts.find().map((b) => b.excerpt)).toEqual(expect.arrayContaining(["bad\ud800", ".."]));
    });
  });
});
