// The names and addresses of the copy-driven public pages: what the server's site map (services/sitemap.ts) needs
// of them, kept here so that src/server does not import the app's copy. src/app/copy/* holds their text and builds
// the city pages' addresses with cityPath; tests/unit/site-pages.test.ts checks that both agree.

/** The four service package pages (src/app/copy/entities.ts), in menu order. */
export const ENTITY_PAGES: readonly { path: string; name: string }[] = [
  { path: "/private-limited", name: "Private Limited Company" },
  { path: "/llp", name: "Limited Liability Partnership" },
  { path: "/opc", name: "One Person Company" },
  { path: "/partnership-firm", name: "Partnership Firm" },
];

/** The slug-style landing pages (src/app/copy/packages.ts), in order. */
export const LANDING_PAGES: readonly { slug: string; name: string }[] = [
  { slug: "pvt-ltd-registration-delhi", name: "Private Limited Company Registration" },
  { slug: "llp-registration-delhi", name: "LLP Registration" },
  { slug: "opc-registration-delhi", name: "OPC Registration" },
  { slug: "partnership-registration-delhi", name: "Partnership Firm Registration" },
  { slug: "sole-proprietorship-registration-delhi", name: "Sole Proprietorship Registration" },
  { slug: "ngo-section-8-registration-delhi", name: "NGO / Section 8 Company Registration" },
  { slug: "trademark-registration-delhi", name: "Trademark Registration" },
  { slug: "company-registration", name: "Company Registration in India" },
];

/** The twelve city pages (src/app/copy/cities.ts), in the order of docs/product.md#home. */
export const CITY_NAMES: readonly string[] = ["Ahmedabad", "Delhi", "Jaipur", "Noida", "Chennai", "Gurgaon", "Kolkata", "Patna", "Coimbatore", "Hyderabad", "Mumbai", "Pune"];

/** A city page's address and link text. */
export function cityPage(name: string): { slug: string; path: string; linkLabel: string } {
  const slug = name.toLowerCase();
  return { slug, path: `/private-limited-company-registration-${slug}`, linkLabel: `Company Registration in ${name}` };
}

/** A city page's link text: "Company Registration in {city}". */
export const cityLinkLabel = (city: string) => `Company Registration in ${city}`;
