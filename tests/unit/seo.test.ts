// Titles and descriptions that fit search results.
import { describe, expect, it } from "vitest";
import { firmLine, fitDescription, fitPageTitle, fitTitle } from "../../src/app/lib/fit-text";
import { officeDescription, withFirmName } from "../../src/app/lib/page-meta";

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
    expect(fitPageTitle(`Annual Compliance Calendar for Private Limited Companies | ${SITE}`, SITE)).toBe("Annual Compliance Calendar for Private Limited Companies");
    expect(fitPageTitle("About Us", SITE)).toBe("About Us");
    expect(fitDescription("x ".repeat(200), firmLine(SITE)).length).toBeLessThanOrEqual(160);
    expect(fitDescription("Who we are", firmLine(SITE))).toBe("Who we are. Practical help for Indian businesses from Company Registration Delhi.");
    // The firm's stored name, whatever it is.
    expect(fitDescription("Who we are", firmLine("Acme Filings"))).toBe("Who we are. Practical help for Indian businesses from Acme Filings.");
    expect(fitPageTitle("A title long enough to need cutting once the name follows | Acme Filings", "Acme Filings")).toBe(
      "A title long enough to need cutting once the name follows",
    );
  });

  it("pads a short description and cuts a long one at a word", () => {
    expect(fitDescription("Short.", "Extra words that make it long enough to be a description of seventy.")).toBe(
      "Short. Extra words that make it long enough to be a description of seventy.",
    );
    const cut = fitDescription(`${"word ".repeat(40)}end`, firmLine(SITE));
    expect(cut.endsWith("word…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(160);
  });

  it("follows a fixed page's title with the firm's stored name only when it fits", () => {
    expect(withFirmName("About Us", "Acme Filings")).toBe("About Us | Acme Filings");
    expect(withFirmName("About Us", "")).toBe("About Us");
    expect(withFirmName("Compliance Due Date Calendar", "A Firm Whose Stored Name Is Far Too Long")).toBe("Compliance Due Date Calendar");
  });

  it("names the stored office in a description when it fits, else leaves the place out", () => {
    const layout = (city: string) => [{ id: "routes/site", data: { firm: { address: { city } } } }];
    const text = (a?: { city: string }) => `Visit our office${a ? ` in ${a.city}` : ""}.`;
    expect(officeDescription(layout("Pune"), text)).toBe("Visit our office in Pune.");
    expect(officeDescription([], text)).toBe("Visit our office.");
    expect(officeDescription(layout("x".repeat(160)), text)).toBe("Visit our office.");
  });
});
