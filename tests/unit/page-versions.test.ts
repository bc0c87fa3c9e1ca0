// The one convention by which a page names its versions in other languages (src/app/lib/page-versions.ts), the
// hreflang alternates made from it, and the frame's links to pages that have a Hindi version.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FRAME_PAGES_IN_HINDI, frameHref, pageVersions } from "../../src/app/lib/page-versions";
import { versionAlternates } from "../../src/app/lib/hreflang";
import { contactRefusalIn } from "../../src/shared/contact-messages";
import { apiMessages } from "../../src/shared/api-messages";
import { formTokenMessages } from "../../src/shared/form-token-messages";
import { m } from "../../src/shared/i18n";
import { pathInLocale } from "../../src/shared/locale";

const layout = { id: "routes/site", data: { siteUrl: "https://firm.example" } };

describe("a page's versions", () => {
  it("come from the route's handle: the English path and the same path under /hi, English first", () => {
    const contact = { id: "routes/contact-us", handle: { languages: ["hi", "en"] } };
    const both = [
      { locale: "en", path: "/contact-us" },
      { locale: "hi", path: "/hi/contact-us" },
    ];
    expect(pageVersions([layout, contact], "/contact-us")).toEqual(both);
    expect(pageVersions([layout, contact], "/hi/contact-us")).toEqual(both);
  });

  it("come from the loader's data when a version has a path of its own, which wins over the handle", () => {
    const post = {
      id: "routes/blog-post",
      handle: { languages: ["en", "hi"] },
      data: {
        versions: [
          { locale: "hi", path: "/hi/blog/kampani" },
          { locale: "en", path: "/blog/company" },
        ],
      },
    };
    expect(pageVersions([layout, post], "/blog/company")).toEqual([
      { locale: "en", path: "/blog/company" },
      { locale: "hi", path: "/hi/blog/kampani" },
    ]);
    // Malformed entries are left out.
    const odd = {
      id: "x",
      data: {
        versions: [
          { locale: "fr", path: "/fr/x" },
          { locale: "hi", path: "no-slash" },
          { locale: "en", path: "/x" },
        ],
      },
    };
    expect(pageVersions([odd], "/x")).toEqual([{ locale: "en", path: "/x" }]);
  });

  it("are none for a page that declares none, or when the page shown is not one of them", () => {
    expect(pageVersions([layout, { id: "routes/about" }], "/about")).toEqual([]);
    expect(pageVersions([], "/")).toEqual([]);
    // A route in English only, shown under /hi (it has no Hindi address).
    expect(pageVersions([layout, { id: "routes/about", handle: { languages: ["en"] } }], "/hi/about")).toEqual([]);
  });

  it("give reciprocal absolute alternates with x-default the English page, and none for one language", () => {
    const versions = pageVersions([{ id: "c", handle: { languages: ["en", "hi"] } }], "/hi/contact-us");
    expect(versionAlternates("https://firm.example", versions)).toEqual([
      { hreflang: "en-IN", href: "https://firm.example/contact-us" },
      { hreflang: "hi-IN", href: "https://firm.example/hi/contact-us" },
      { hreflang: "x-default", href: "https://firm.example/contact-us" },
    ]);
    expect(versionAlternates("https://firm.example", [{ locale: "en", path: "/about" }])).toEqual([]);
  });
});

describe("the frame's links from a Hindi page", () => {
  it("go to a page's Hindi version when it has one, keeping the query and fragment; elsewhere stay English", () => {
    expect(frameHref("/contact-us", "hi")).toBe("/hi/contact-us");
    expect(frameHref("/contact-us?service=LLP#enquiry", "hi")).toBe("/hi/contact-us?service=LLP#enquiry");
    expect(frameHref("/contact-us", "en")).toBe("/contact-us");
    expect(frameHref("/about", "hi")).toBe("/about");
  });

  it("name only pages that routes.ts registers under /hi", () => {
    const routes = readFileSync("src/app/routes.ts", "utf8");
    for (const path of FRAME_PAGES_IN_HINDI) expect(routes, path).toContain(`route("${pathInLocale(path, "hi").slice(1)}", `);
  });
});

describe("the enquiry API's refusals on a Hindi page", () => {
  it("are the API's own texts in English, and said in Hindi on a Hindi page", () => {
    const pairs = [
      [apiMessages.tooManyRequests, m.contact_too_many],
      [apiMessages.enquirySpam, m.contact_spam],
      [apiMessages.enquiryTooFast, m.contact_too_fast],
      [formTokenMessages.enquiryFormExpired, m.contact_form_expired],
      [formTokenMessages.enquiryTokenUsed, m.contact_token_used],
    ] as const;
    for (const [api, message] of pairs) {
      expect(message({}, { locale: "en" })).toBe(api);
      expect(contactRefusalIn(api, "hi")).toBe(message({}, { locale: "hi" }));
      expect(contactRefusalIn(api, "en")).toBe(api);
    }
    expect(contactRefusalIn("Something unknown", "hi")).toBe(m.contact_failed({}, { locale: "hi" }));
    expect(contactRefusalIn(undefined, "en")).toBe("Submission failed. Please try again.");
  });
});
