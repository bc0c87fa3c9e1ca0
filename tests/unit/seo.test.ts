// Titles and descriptions that fit search results (issue 20).
import { describe, expect, it } from "vitest";
import { fitDescription, fitTitle, seoTags } from "../../src/app/lib/seo";

const SITE = "Company Registration Delhi";
const titleOf = (tags: ReturnType<typeof seoTags>) => (tags.find((t) => "title" in t) as { title: string }).title;
const descriptionOf = (tags: ReturnType<typeof seoTags>) => (tags.find((t) => "name" in t && t.name === "description") as { content: string }).content;

describe("titles and descriptions", () => {
  it("adds the firm's name to a title only when it fits in 60 characters, else cuts at a word", () => {
    expect(fitTitle("GST Articles", SITE)).toBe("GST Articles | Company Registration Delhi");
    expect(fitTitle("Private Limited Company Registration in Coimbatore", SITE)).toBe("Private Limited Company Registration in Coimbatore");
    const long = fitTitle("GST e-invoicing: review your turnover before the new financial year", SITE);
    expect(long).toBe("GST e-invoicing: review your turnover before the new…");
    expect(long.length).toBeLessThanOrEqual(60);
  });

  it("keeps every page's title and description within bounds", () => {
    const tags = seoTags({ title: `Annual Compliance Calendar for Private Limited Companies | ${SITE}`, description: "x ".repeat(200), url: "https://example.com/" });
    expect(titleOf(tags)).toBe("Annual Compliance Calendar for Private Limited Companies");
    expect(descriptionOf(tags).length).toBeLessThanOrEqual(160);
    const short = seoTags({ title: "About Us", description: "Who we are", url: "https://example.com/" });
    expect(titleOf(short)).toBe("About Us");
    expect(descriptionOf(short)).toBe("Who we are. Practical help for Indian businesses from Company Registration Delhi.");
  });

  it("pads a short description and cuts a long one at a word", () => {
    expect(fitDescription("Short.", "Extra words that make it long enough to be a description of seventy.")).toBe("Short. Extra words that make it long enough to be a description of seventy.");
    const cut = fitDescription(`${"word ".repeat(40)}end`);
    expect(cut.endsWith("word…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(160);
  });
});
