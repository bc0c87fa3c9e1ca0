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

describe("the English-only message modules", () => {
  it("say the same words as the frame's and the contact form's English messages", async () => {
    const { layoutMessages } = await import("../../src/shared/layout-messages");
    const { contactMessages } = await import("../../src/shared/contact-messages");
    const en = { locale: "en" } as const;
    expect(layoutMessages.quickLinksFailed).toBe(m.frame_quick_links_failed({}, en));
    expect(layoutMessages.pageNotFoundTitle).toBe(m.frame_not_found_title({}, en));
    expect(layoutMessages.errorPageTitle).toBe(m.frame_error_title({}, en));
    expect(layoutMessages.searchLabel).toBe(m.frame_search_label({}, en));
    expect(layoutMessages.searchButton).toBe(m.frame_search_button({}, en));
    expect(layoutMessages.whatsAppAboutPage("https://x.in/a")).toBe(m.frame_whatsapp_about_page({ url: "https://x.in/a" }, en));
    const pairs: [string, string][] = [
      [contactMessages.contactSpecialChars, m.contact_special_chars({}, en)],
      [contactMessages.contactSuccess, m.contact_success({}, en)],
      [contactMessages.contactFailed, m.contact_failed({}, en)],
      [contactMessages.contactSubmitting, m.contact_submitting({}, en)],
      [contactMessages.contactInvalidPhone, m.contact_invalid_phone({}, en)],
      [contactMessages.contactInvalidEmail, m.contact_invalid_email({}, en)],
      [contactMessages.contactFieldRequired, m.contact_field_required({}, en)],
      [contactMessages.contactFixFields, m.contact_fix_fields({}, en)],
      [contactMessages.contactNextSteps, m.contact_next_steps({}, en)],
      [contactMessages.contactWhatsApp, m.contact_whatsapp_now({}, en)],
      [contactMessages.contactSendAnother, m.contact_send_another({}, en)],
      [contactMessages.callMeAt, m.contact_call_me_at({}, en)],
      [contactMessages.callMeAtNone, m.contact_call_me_at_none({}, en)],
      [contactMessages.callMeAtLoading, m.contact_call_me_at_loading({}, en)],
      [contactMessages.callbackConfirmed("Fri, 27 Nov at 2:00 pm"), m.contact_callback_confirmed({ when: "Fri, 27 Nov at 2:00 pm" }, en)],
      [contactMessages.responsePromise(2), m.contact_response_promise({ within: "2 working hours" }, en)],
    ];
    for (const [module, message] of pairs) expect(module).toBe(message);
  });
});
