import { describe, expect, it } from "vitest";
import { excerptSchema } from "../../src/shared/schemas/blog";
import { SLUG_MAX_LENGTH, slugify } from "../../src/shared/slug";

describe("slugify", () => {
  it.each([
    ["Private Limited Company Registration", "private-limited-company-registration"],
    ["  LLP vs. OPC: Which one?  ", "llp-vs-opc-which-one"],
    ["Fees & Documents (2026)", "fees-and-documents-2026"],
    ["GST Registration — A Founder's Guide", "gst-registration-a-founders-guide"],
    ["Café Résumé", "cafe-resume"],
    ["a/b\\c?d#e%f", "a-b-c-d-e-f"],
    ["---", ""],
    ["कंपनी पंजीकरण", "कंपनी-पंजीकरण"],
  ])("%j -> %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("cuts long titles at a word boundary", () => {
    const slug = slugify("word ".repeat(60));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug).toMatch(/^(word-)*word$/);
  });

  it("always yields a valid excerpt for a non-empty slug", () => {
    for (const title of ["Hello / World", "100% real", "Tax: 2026/27"]) expect(excerptSchema.safeParse(slugify(title)).success).toBe(true);
  });
});
