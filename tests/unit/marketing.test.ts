// Logic behind the marketing pages: slug lookup, scroll-spy, linkify and structured data.
import { describe, expect, it } from "vitest";
import seed from "../../src/server/storage/seed/pages.json" with { type: "json" };
import { ACTIVE_TAB_THRESHOLD_PX } from "../../src/shared/constants";
import { site } from "../../src/shared/site";
import { postCallToAction } from "../../src/app/lib/post-page.server";
import { anchorId, linkify } from "../../src/app/lib/linkify";
import { activeSectionIndex, scrollTargetFor } from "../../src/app/lib/scroll-spy";
import { serializeJsonLd } from "../../src/app/components/json-ld";
import { breadcrumbLd, faqLd, organizationLd, serviceLd } from "../../src/app/lib/structured-data";

/** The seeded pages' listings, as the site lists them (names and addresses). */
const summaries = (seed as { kind: string; path: string; name: string; city?: { name: string } }[]).map((p) => ({ kind: p.kind, path: p.path, name: p.name, city: p.city }));
const cities = summaries.flatMap((p) => (p.city ? [p.city] : []));
const landingPages = summaries.filter((p) => p.kind === "service");

describe("services scroll-spy", () => {
  const t = ACTIVE_TAB_THRESHOLD_PX;
  it("keeps the first tab active until a section crosses the threshold", () => {
    expect(activeSectionIndex([400, 900, 1400, 1900], t)).toBe(0);
    expect(activeSectionIndex([t + 1, 900, 1400, 1900], t)).toBe(0);
  });
  it("activates the last section whose top has crossed the threshold", () => {
    expect(activeSectionIndex([-600, t, 700, 1200], t)).toBe(1);
    expect(activeSectionIndex([-1600, -1000, -400, 100], t)).toBe(3);
    expect(activeSectionIndex([-1600, -1000, -400, t + 1], t)).toBe(2);
  });
  it("scrolls a section to just inside the threshold, never above the page top", () => {
    const target = scrollTargetFor(2000, t);
    expect(2000 - target).toBeLessThanOrEqual(t);
    expect(activeSectionIndex([0, 2000 - target], t)).toBe(1);
    expect(scrollTargetFor(50, t)).toBe(0);
  });
});

describe("linkify", () => {
  it("links the privacy policy path and e-mail addresses, keeping the text around them", () => {
    expect(linkify("See our privacy policy, available at /privacy-policy, which applies.")).toEqual([
      { text: "See our privacy policy, available at " },
      { text: "/privacy-policy", href: "/privacy-policy" },
      { text: ", which applies." },
    ]);
    expect(linkify("Write to info@example.in.")).toEqual([{ text: "Write to " }, { text: "info@example.in", href: "mailto:info@example.in" }, { text: "." }]);
  });
  it("leaves other paths and URLs alone", () => {
    for (const s of ["https://x.in/privacy-policy", "/privacy-policy-old", "no links here"]) expect(linkify(s).every((seg) => !seg.href)).toBe(true);
  });
  it("slugifies headings for anchors", () => expect(anchorId("Terms for Tax & Compliance Services")).toBe("terms-for-tax-and-compliance-services"));
});

describe("structured data", () => {
  const url = "https://example.in";
  it("describes the firm with its Faridabad address", () => {
    const org = organizationLd(url, site) as { "@type": string[]; address: Record<string, string>; url: string };
    // ProfessionalService is deprecated; the firm is an accounting and a legal service.
    expect(org["@type"]).toEqual(["AccountingService", "LegalService"]);
    expect(org.address).toMatchObject({ "@type": "PostalAddress", addressLocality: "Faridabad", addressRegion: "Haryana", addressCountry: "IN" });
    expect(org.url).toBe("https://example.in/");
  });
  it("describes the firm with its stored details", () => {
    const changed = { ...site, phones: ["+91 99999 00000"], email: "hello@example.in", social: { ...site.social, x: "" } };
    const org = organizationLd(url, changed) as { telephone: string; email: string; contactPoint: { telephone: string }[]; sameAs: string[] };
    expect(org.telephone).toBe("+91 99999 00000");
    expect(org.email).toBe("hello@example.in");
    expect(org.contactPoint.map((c) => c.telephone)).toEqual(["+91 99999 00000"]);
    expect(org.sameAs).not.toContain("");
  });
  it("describes the firm for local search: geo, opening hours, telephone, price range and the 12 cities it serves", () => {
    const org = organizationLd(url, site, cities) as Record<string, unknown> & { areaServed: { "@type": string; name: string }[] };
    expect(org).toMatchObject({
      geo: { "@type": "GeoCoordinates", latitude: expect.any(Number), longitude: expect.any(Number) },
      telephone: expect.stringMatching(/^\+91/),
      priceRange: expect.stringContaining("₹"),
    });
    expect(org.openingHoursSpecification).toEqual([
      expect.objectContaining({ "@type": "OpeningHoursSpecification", dayOfWeek: expect.arrayContaining(["Monday"]), opens: "10:00", closes: "19:00" }),
    ]);
    const served = org.areaServed.filter((a) => a["@type"] === "City").map((a) => a.name);
    expect(served).toEqual(cities.map((c) => c.name));
    expect(served).toHaveLength(12);
  });
  it("names the city of a city page in its service's areaServed", () => {
    const ld = serviceLd(url, { name: "Pvt Ltd", description: "d", path: "/x", area: "Pune" });
    expect(ld.areaServed).toEqual({ "@type": "City", name: "Pune" });
  });
  it("gives a priced service an Offer in INR with the struck-through price", () => {
    const ld = serviceLd(url, { name: "LLP", description: "d", path: "/llp-registration-delhi", price: 5999, originalPrice: 8999 }) as {
      offers: { price: string; priceCurrency: string; priceSpecification: { price: string; priceType?: string }[] };
    };
    expect(ld.offers).toMatchObject({ "@type": "Offer", price: "5999", priceCurrency: "INR", url: "https://example.in/llp-registration-delhi" });
    expect(ld.offers.priceSpecification[1]).toMatchObject({ price: "8999", priceType: "https://schema.org/StrikethroughPrice" });
    expect(serviceLd(url, { name: "x", description: "d", path: "/x" })).not.toHaveProperty("offers");
  });
  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    const ld = breadcrumbLd(url, [
      { name: "Home", path: "/" },
      { name: "About", path: "/about" },
    ]) as { itemListElement: { position: number; item: string }[] };
    expect(ld.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, "https://example.in/"],
      [2, "https://example.in/about"],
    ]);
  });
  it("builds FAQPage questions and answers", () => {
    const ld = faqLd([{ question: "Q?", answer: "A." }]) as { mainEntity: unknown[] };
    expect(ld.mainEntity).toEqual([{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }]);
  });
  it("escapes < so content cannot close the script element", () => {
    const out = serializeJsonLd({ a: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("<");
    expect(JSON.parse(out)).toEqual({ a: "</script><script>alert(1)</script>" });
  });
});

describe("the call to action under a post", () => {
  it.each([
    ["How to Register an NGO under Section 8", "", "/ngo-section-8-registration-delhi"],
    ["LLP vs Partnership: which one?", "", "/llp-registration-delhi"],
    ["Annual filings", "LLP, ROC", "/llp-registration-delhi"],
    ["One Person Company explained", "", "/opc-registration-delhi"],
    ["Drafting a partnership deed", "", "/partnership-registration-delhi"],
    ["Sole proprietorship or company?", "", "/sole-proprietorship-registration-delhi"],
    ["Protect your brand with a trademark", "", "/trademark-registration-delhi"],
    ["Private limited company checklist", "", "/pvt-ltd-registration-delhi"],
    ["GST returns for freelancers", "GST", "/company-registration"],
  ])("links the post %j (keywords %j) to %s", (title, keywords, href) => {
    const cta = postCallToAction({ title, keywords }, summaries);
    expect(cta.href).toBe(href);
    const page = landingPages.find((p) => p.path === href);
    expect(cta.service).toBe(page?.name);
    expect(cta.linkLabel).toContain(page?.name);
  });
});
