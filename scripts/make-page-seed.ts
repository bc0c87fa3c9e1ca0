// Writes src/server/storage/seed/pages.json from the marketing copy of src/app/copy/ (`npx tsx scripts/make-page-seed.ts`):
// every marketing page as a stored page of typed sections, with the firm's details and the packages' prices as
// placeholders. Run once, when the pages' words moved from the code to the database; the copy modules went then.
import fs from "node:fs/promises";
import { aboutCta, aboutIntroFor, aboutMission, aboutSections, aboutTimeline, aboutVision, expertiseCards } from "../src/app/copy/about";
import { careersCopyFor, careersHero, cultureCards } from "../src/app/copy/careers";
import { cities } from "../src/app/copy/cities";
import { entityPages } from "../src/app/copy/entities";
import { homeHero, homeSections, whyChooseUs } from "../src/app/copy/home";
import { homeStatFor } from "../src/app/copy/home-stat";
import { landingPages } from "../src/app/copy/packages";
import { privacyFor } from "../src/app/copy/privacy";
import { REFUND_TITLE, refundPolicyFor, refundUpdated } from "../src/app/copy/refund";
import { serviceGroups } from "../src/app/copy/service-menu";
import { homeServices } from "../src/app/copy/services";
import { termsFor, termsUpdated } from "../src/app/copy/terms";
import type { Section } from "../src/app/copy/types";
import { cityPlace, nameInSentence } from "../src/app/lib/landing";
import { servicesMeta } from "../src/app/routes/services";
import { refundMeta } from "../src/app/routes/refund-policy";
import { formatAddress } from "../src/shared/firm";
import { periodInWords } from "../src/shared/privacy";
import type { PageInput, PageKind, PageSectionInput } from "../src/shared/schemas/page";
import type { FirmDetails } from "../src/shared/schemas/settings";
import { site } from "../src/shared/site";
import packages from "../src/server/storage/seed/packages.json" with { type: "json" };

type SeedPage = PageInput & { kind: PageKind };

const ENQUIRY_DAYS = 1231;
const DOCUMENT_DAYS = 1237;
const token: FirmDetails = {
  ...structuredClone(site),
  name: "{firm.name}",
  ownerFirm: "{firm.ownerFirm}",
  phones: ["{firm.phone}", "__PHONE2__"],
  email: "{firm.email}",
  careersEmail: "{firm.careersEmail}",
  privacyEmail: "{firm.privacyEmail}",
  grievanceOfficer: { name: "{firm.grievanceOfficer.name}", email: "{firm.grievanceOfficer.email}" },
  address: { ...site.address, street: "__STREET__", city: "{firm.city}", region: "{firm.region}", postalCode: "__PIN__" },
  homeStat: "{firm.homeStat}",
  officeHours: "{firm.officeHours}",
  retention: { ...site.retention, enquiryDays: ENQUIRY_DAYS, documentDays: DOCUMENT_DAYS },
};

/** The firm's facts in text that was written with the seed firm's values: as placeholders. */
function tokenise(s: string): string {
  return s
    .replaceAll(formatAddress(token.address), "{firm.address}")
    .replaceAll("{firm.phone} or __PHONE2__", "{firm.phones}")
    .replaceAll(periodInWords(ENQUIRY_DAYS), "{firm.retention.enquiries}")
    .replaceAll(periodInWords(DOCUMENT_DAYS), "{firm.retention.documents}")
    .replaceAll(site.address.city, "{firm.city}");
}

function deep<T>(value: T): T {
  if (typeof value === "string") return tokenise(value) as T;
  if (Array.isArray(value)) return value.map(deep) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deep(v)])) as T;
  return value;
}

const menuOf = (path: string): PageInput["menu"] => {
  for (const g of serviceGroups) {
    const i = g.links.findIndex((l) => l.path === path);
    if (i < 0) continue;
    const link = g.links[i]!;
    return {
      group: g.title === "Register a business" ? "register" : "more",
      label: link.label,
      order: i,
      ...(path === "/company-registration" ? { price: "lowest" as const } : {}),
    };
  }
  return undefined;
};

const entityPackage: Record<string, string> = {
  "/private-limited": "pvt-ltd-registration-delhi",
  "/llp": "llp-registration-delhi",
  "/opc": "opc-registration-delhi",
  "/partnership-firm": "partnership-registration-delhi",
};
const storedSlugs = new Set(packages.map((p) => p.slug));

const legal = (sections: Section[]) =>
  sections.map((s) => ({
    heading: s.heading,
    paragraphs: s.paragraphs ?? [],
    bullets: s.bullets ?? [],
    subsections: (s.subsections ?? []).map((m) => ({
      heading: m.heading,
      paragraphs: m.paragraphs ?? [],
      bullets: m.bullets ?? [],
      subsections: (m.subsections ?? []).map((l) => ({ heading: l.heading, paragraphs: l.paragraphs ?? [], bullets: l.bullets ?? [] })),
    })),
  }));

const pages: SeedPage[] = [];

// The home page.
const stat = homeStatFor(token.homeStat);
pages.push({
  kind: "home",
  path: "/",
  name: "Home",
  metaTitle: "Company Registration in Delhi NCR | Pvt Ltd, LLP, OPC",
  metaDescription: "Register a private limited company, LLP, OPC or partnership firm online with expert help in Delhi NCR. Transparent fees and support with GST and compliance.",
  sections: [
    {
      type: "hero",
      style: "home",
      eyebrow: `${stat.value} ${stat.label}`,
      heading: homeHero.heading,
      lead: homeHero.subheading,
      bullets: homeHero.bullets,
      actions: [
        { kind: "link", label: homeHero.exploreLabel, href: "#services" },
        { kind: "enquiry", label: homeHero.startLabel },
      ],
    },
    { type: "offer-banner" },
    { type: "service-cards", anchor: "services", eyebrow: "Our services", heading: homeSections.servicesHeading, intro: homeSections.servicesIntro, cards: homeServices },
    { type: "stat", value: stat.value, label: stat.label, text: stat.text },
    {
      type: "packages",
      anchor: "packages",
      heading: "Registration Packages",
      intro: "Fixed professional fees for each structure. Government fees and GST are shown separately on your invoice.",
    },
    { type: "cards", anchor: "why", heading: homeSections.whyHeading, cards: whyChooseUs },
    { type: "testimonials" },
    { type: "city-links", anchor: "cities", heading: homeSections.citiesHeading, intro: homeSections.citiesIntro },
    { type: "latest-posts" },
  ],
});

// /services.
pages.push({
  kind: "services",
  path: "/services",
  name: "Services",
  metaTitle: servicesMeta.title,
  metaDescription: servicesMeta.description,
  sections: [
    { type: "hero", style: "plain", heading: "Our services", lead: servicesMeta.description },
    { type: "service-groups" },
    { type: "city-index", anchor: "cities", heading: "Company registration by city" },
    {
      type: "cta",
      style: "contact",
      heading: "Not sure which one you need?",
      text: "Tell us about your business and an expert will suggest the right structure and package.",
      label: "Talk to an expert",
    },
  ],
});

// The entity pages.
for (const e of entityPages) {
  const [lead = "", ...intro] = e.intro;
  pages.push({
    kind: "entity",
    path: e.path,
    name: e.name,
    service: e.serviceName,
    packageSlug: entityPackage[e.path] ?? "",
    metaTitle: e.metaTitle,
    metaDescription: e.metaDescription,
    menu: menuOf(e.path),
    sections: [
      {
        type: "hero",
        eyebrow: "Business registration",
        heading: e.title,
        lead,
        actions: [
          { kind: "link", label: "Compare packages", href: "#packages" },
          { kind: "contact", label: "Talk to an Expert" },
        ],
        priceBox: true,
      },
      { type: "text", anchor: "about", heading: `What is a ${e.name}?`, paragraphs: intro },
      { type: "checklist", anchor: "benefits", heading: "Benefits", items: e.benefits, width: "half" },
      { type: "checklist", anchor: "eligibility", heading: "Eligibility and Requirements", items: e.eligibility, width: "half" },
      {
        type: "packages",
        anchor: "packages",
        heading: "Our Registration Packages",
        intro: "Choose the structure that fits your business. Every package has a fixed professional fee; government fees and GST are shown separately.",
      },
      { type: "checklist", anchor: "documents", heading: "Documents Required", items: e.documents, columns: 2, boxed: true },
      { type: "steps", anchor: "process", heading: `How We Register Your ${e.name}`, steps: e.steps },
      { type: "testimonials" },
      { type: "faqs", items: e.faqs },
      { type: "featured-posts" },
      {
        type: "cta",
        heading: `Ready to register your ${nameInSentence(e.name)}?`,
        text: "Talk to our team about your plans. We will confirm the right structure, the documents we need and the total cost before you commit.",
      },
    ],
  });
}

// The service landing pages.
for (const l of landingPages) {
  const slug = l.slug;
  const pkg = storedSlugs.has(slug);
  const [lead = "", ...intro] = l.intro;
  const fill = (s: string) => s.replaceAll("{price}", `{package.${slug}.price}`).replaceAll("{duration}", `{package.${slug}.duration}`);
  const sections: PageSectionInput[] = [
    {
      type: "hero",
      eyebrow: pkg ? "Registration package" : "Our services",
      heading: l.title,
      lead,
      actions: [
        { kind: "contact", label: "Get Started" },
        { kind: "link", label: "See the process", href: "#process" },
      ],
      priceBox: pkg || l.price !== undefined,
    },
  ];
  if (intro.length > 0) sections.push({ type: "text", anchor: "overview", heading: "Overview", paragraphs: intro });
  sections.push({ type: "checklist", anchor: "highlights", heading: pkg ? "What You Get" : "At a Glance", items: l.highlights, columns: 2, boxed: true, packageFeatures: pkg });
  if (pkg) sections.push({ type: "includes" });
  sections.push({ type: "checklist", anchor: "documents", heading: "Documents Required", items: l.documents, columns: 2 });
  sections.push({ type: "steps", anchor: "process", heading: "Registration Process", steps: l.steps });
  if (pkg) sections.push({ type: "package-timeline" });
  sections.push({ type: "testimonials" });
  sections.push({ type: "packages", anchor: "packages", heading: pkg ? "Compare Our Packages" : "Registration Packages" });
  sections.push({ type: "faqs", items: l.faqs.map((f) => ({ question: fill(f.question), answer: fill(f.answer) })) });
  sections.push({
    type: "cta",
    heading: `Start your ${nameInSentence(l.name)} today`,
    text: "Share your details and our team will call you back, confirm the documents we need and set out the total cost before you decide.",
  });
  pages.push({
    kind: "service",
    path: `/${slug}`,
    name: l.name,
    service: l.name,
    packageSlug: pkg ? slug : "",
    ...(l.price !== undefined && !pkg ? { price: { price: l.price, originalPrice: l.originalPrice, duration: l.duration ?? "" } } : {}),
    metaTitle: l.metaTitle,
    metaDescription: l.metaDescription,
    menu: menuOf(`/${slug}`),
    sections,
  });
}

// The city pages: the text the template wrote for every city names it through {city.*}.
const process = landingPages.find((p) => p.slug === "pvt-ltd-registration-delhi")!;
for (const c of cities) {
  const [lead = "", ...intro] = c.intro;
  pages.push({
    kind: "city",
    path: c.path,
    name: c.name,
    service: "Private Limited Company Registration in {city.name}",
    packageSlug: "pvt-ltd-registration-delhi",
    metaTitle: "Private Limited Company Registration in {city.name}",
    metaDescription: c.metaDescription,
    city: { name: c.name, state: c.state, roc: c.roc },
    sections: [
      {
        type: "hero",
        eyebrow: cityPlace(c) === c.name ? "{city.name}" : "{city.name}, {city.state}",
        heading: "Private Limited Company Registration in {city.name}",
        lead,
        actions: [
          { kind: "contact", label: "Register in {city.name}" },
          { kind: "link", label: "Compare packages", href: "#packages" },
        ],
        priceBox: true,
      },
      { type: "city-facts", anchor: "overview", heading: "Registering a Company in {city.name}", paragraphs: intro },
      { type: "checklist", anchor: "highlights", heading: "Why Register With Us in {city.name}", items: c.highlights, columns: 2, boxed: true },
      {
        type: "packages",
        anchor: "packages",
        heading: "Registration Packages",
        intro: "The same fixed professional fees apply in {city.name} as everywhere in India; stamp duty follows {city.state}'s rates.",
      },
      { type: "checklist", anchor: "documents", heading: "Documents Required", items: process.documents, columns: 2 },
      { type: "steps", anchor: "process", heading: "Registration Process", steps: process.steps },
      { type: "testimonials" },
      {
        type: "cta",
        heading: "Register your company in {city.name}",
        text: "Tell us about your business in {city.name}. We will call you back, explain the process and share the full cost, including {city.state}'s stamp duty.",
      },
      { type: "other-cities", heading: "Company Registration in Other Cities" },
    ],
  });
}

// About.
const about = aboutIntroFor(token);
const [aboutLead = "", ...overview] = about.overview;
pages.push({
  kind: "about",
  path: "/about",
  name: "About Us",
  metaTitle: "About Us",
  firmTitle: true,
  metaDescription:
    "Learn about our team in {firm.city}, our mission and our journey since 2018 helping Indian businesses with incorporation, accounting and regulatory compliance.",
  sections: [
    { type: "hero", eyebrow: "Who we are", heading: about.heading, lead: aboutLead },
    { type: "text", anchor: "overview", heading: "Company Overview", paragraphs: overview, aside: { value: stat.value, label: stat.label } },
    { type: "cards", style: "pair", cards: [aboutMission, aboutVision] },
    { type: "timeline", anchor: "timeline", heading: "Our Journey", items: aboutTimeline },
    { type: "cards", anchor: "expertise", heading: "Our Expertise", cards: expertiseCards },
    ...aboutSections.map((s): PageSectionInput => ({ type: "checklist", anchor: s.heading.toLowerCase().replace(/\W+/g, "-"), heading: s.heading, items: s.bullets ?? [] })),
    {
      type: "cta",
      style: "centered",
      heading: "Let us help you build your business",
      text: "Tell us what you are planning and we will recommend the right structure and the next steps.",
      label: aboutCta.label,
      href: aboutCta.href,
    },
  ],
});

// Careers.
const careers = careersCopyFor(token);
pages.push({
  kind: "careers",
  path: "/careers",
  name: "Careers",
  metaTitle: "Careers",
  firmTitle: true,
  metaDescription: "Build your career in company law, accounting, tax and trademark services with our {firm.city} team. See our openings and e-mail your resume to apply.",
  sections: [
    {
      type: "hero",
      eyebrow: "Careers",
      heading: careersHero.heading,
      lead: careersHero.subheading,
      actions: [
        { kind: "link", label: "E-mail your resume", href: `mailto:{firm.careersEmail}?subject=${encodeURIComponent("Job application")}` },
        { kind: "link", label: "See openings", href: "#openings" },
      ],
    },
    { type: "text", anchor: "why-join", heading: "Why Work With Us", paragraphs: careers.intro },
    { type: "cards", anchor: "culture", heading: "Our Culture", cards: cultureCards },
    { type: "openings", anchor: "openings", heading: "Current Openings", jobs: careers.jobOpenings },
    {
      type: "split",
      anchor: "apply",
      heading: careers.howToApply.heading,
      paragraphs: careers.howToApply.paragraphs ?? [],
      listHeading: "Please include",
      items: careers.howToApply.bullets ?? [],
    },
  ],
});

// The legal pages.
const privacy = privacyFor(token);
pages.push({
  kind: "legal",
  path: "/privacy-policy",
  name: "Privacy Policy",
  metaTitle: "Privacy Policy",
  firmTitle: true,
  metaDescription: "How we collect, use, store and protect your personal data, your rights under India's data protection law, and how to contact us about your privacy.",
  sections: [
    { type: "hero", style: "legal", eyebrow: "Legal", heading: "Privacy Policy", privacyVersion: true },
    { type: "legal", intro: privacy.intro, sections: legal(privacy.sections) },
  ],
});
const terms = termsFor(token);
pages.push({
  kind: "legal",
  path: "/terms-condition",
  name: "Terms and Conditions",
  metaTitle: "Terms and Conditions",
  firmTitle: true,
  metaDescription: "Terms for using our website and services: fees, GST, government fees, refunds, and terms for incorporation, trademark, tax and compliance services.",
  sections: [
    { type: "hero", style: "legal", eyebrow: "Legal", heading: "Terms and Conditions", updated: termsUpdated },
    { type: "legal", intro: terms.intro, sections: legal(terms.sections) },
  ],
});
const refund = refundPolicyFor(token);
pages.push({
  kind: "legal",
  path: "/refund-policy",
  name: REFUND_TITLE,
  metaTitle: refundMeta.title,
  metaDescription: refundMeta.description,
  sections: [
    { type: "hero", style: "legal", eyebrow: "Legal", heading: REFUND_TITLE, updated: refundUpdated },
    { type: "legal", intro: refund.intro, sections: legal(refund.sections) },
  ],
});

const out = deep(pages);
const text = JSON.stringify(out, null, 2);
for (const leftover of ["__PHONE2__", "__STREET__", "__PIN__", String(ENQUIRY_DAYS), String(DOCUMENT_DAYS)])
  if (text.includes(leftover)) throw new Error(`A seed firm's value was left in the pages: ${leftover}`);
await fs.writeFile(new URL("../src/server/storage/seed/pages.json", import.meta.url), `${text}\n`);
console.log(`${out.length} pages written`);
