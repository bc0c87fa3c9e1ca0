// Titles and descriptions that fit search results (issue 20).
import { describe, expect, it } from "vitest";
import { fitDescription, fitPageTitle, fitTitle } from "../../src/app/lib/fit-text";

const SITE = "Company Registration Delhi";

describe("titles and descriptions", () => {
  it("adds the firm's name to a title only when it fits in 60 characters, else cuts at a word", () => {
    expect(fitTitle("GST Articles", SITE)).toBe("GST Articles | Company Registration Delhi");
    expect(fitTitle("Private Limited Company Registration in Coimbatore", SITE)).toBe("Private Limited Company Registration in Coimbatore");
    const long = fitTitle("GST e-invoicing: review your turnover before the new financial year", SITE);
    expect(long).toBe("GST e-invoicing: review your turnover before the new…");
    expect(long.length).toBeLessThanOrEqual(60);
  });

  it("fits an editor's title and description within bounds", () => {
    expect(fitPageTitle(`Annual Compliance Calendar for Private Limited Companies | ${SITE}`)).toBe("Annual Compliance Calendar for Private Limited Companies");
    expect(fitPageTitle("About Us")).toBe("About Us");
    expect(fitDescription("x ".repeat(200)).length).toBeLessThanOrEqual(160);
    expect(fitDescription("Who we are")).toBe("Who we are. Practical help for Indian businesses from Company Registration Delhi.");
  });

  it("pads a short description and cuts a long one at a word", () => {
    expect(fitDescription("Short.", "Extra words that make it long enough to be a description of seventy.")).toBe(
      "Short. Extra words that make it long enough to be a description of seventy.",
    );
    const cut = fitDescription(`${"word ".repeat(40)}end`);
    expect(cut.endsWith("word…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(160);
  });
});
