// Placeholders in the text of stored pages: {firm.city}, {firm.phone}, {package.llp-registration-delhi.price},
// {city.name}. A page says where the firm is, how to reach it and what it charges through them, so a change in
// Firm Details or in a package shows on every page at once. The editor lists them (placeholderList) and a save
// refuses a name that is not one of them (unknownPlaceholders); a page is filled when it is shown (fillPage).
import { promiseWithin } from "./contact-messages";
import { formatAddress } from "./firm";
import { rupeesIn, type Locale } from "./locale";
import { periodInWords } from "./privacy";
import type { FirmDetails } from "./schemas/settings";
import type { Page, PageCity, PageSection, PlaceholderInfo } from "./schemas/page";

/**
 * What the placeholders are filled from: the firm's stored details, the stored packages and the page's city; and
 * the page's language (a Hindi version reads periods, the promise and a package's name and time in Hindi).
 */
export type PlaceholderFacts = {
  firm: FirmDetails;
  packages: readonly { slug: string; title: string; price: number; originalPrice: number; duration: string; hi?: { title?: string; duration?: string } }[];
  city?: PageCity;
  locale?: Locale;
};

/** A placeholder in text: "{" a name of letters, digits, dots and hyphens "}". */
export const PLACEHOLDER = /\{([a-zA-Z][\w.-]*)\}/g;

type FirmPlaceholder = { about: string; value: (firm: FirmDetails, locale: Locale) => string };

/** "2 years", "30 days" in Hindi. */
const hindiPeriod = (days: number) => (days >= 365 && days % 365 === 0 ? `${days / 365} साल` : `${days} दिन`);

/** The firm's placeholders (their values from Firm Details). */
const FIRM: Record<string, FirmPlaceholder> = {
  "firm.name": { about: "The firm's name", value: (f) => f.name },
  "firm.ownerFirm": { about: "The company that owns and runs the site", value: (f) => f.ownerFirm },
  "firm.city": { about: "The city of the firm's office", value: (f) => f.address.city },
  "firm.region": { about: "The state of the firm's office", value: (f) => f.address.region },
  "firm.address": { about: "The office's full address", value: (f) => formatAddress(f.address) },
  "firm.phone": { about: "The first phone number", value: (f) => f.phones[0] ?? "" },
  "firm.phones": { about: "Every phone number, joined by “or”", value: (f, l) => f.phones.join(l === "hi" ? " या " : " or ") },
  "firm.email": { about: "The e-mail address for enquiries", value: (f) => f.email },
  "firm.careersEmail": { about: "The e-mail address for job applications", value: (f) => f.careersEmail },
  "firm.privacyEmail": { about: "The e-mail address for privacy questions", value: (f) => f.privacyEmail },
  "firm.officeHours": { about: "When the office answers", value: (f) => f.officeHours },
  "firm.homeStat": { about: "The home page's statistic (businesses registered)", value: (f) => f.homeStat },
  "firm.responsePromise": {
    about: "How soon the firm calls back (“2 working hours”)",
    value: (f, l) => (l === "hi" ? `${f.responsePromiseHours ?? 2} कामकाजी घंटे` : promiseWithin(f.responsePromiseHours ?? 2)),
  },
  "firm.grievanceOfficer.name": { about: "The grievance officer's name", value: (f) => f.grievanceOfficer.name },
  "firm.grievanceOfficer.email": { about: "The grievance officer's e-mail address", value: (f) => f.grievanceOfficer.email },
  "firm.retention.enquiries": { about: "How long enquiries of non-clients are kept", value: (f, l) => (l === "hi" ? hindiPeriod : periodInWords)(f.retention.enquiryDays) },
  "firm.retention.documents": {
    about: "How long clients' documents are kept after a case closes",
    value: (f, l) => (l === "hi" ? hindiPeriod : periodInWords)(f.retention.documentDays),
  },
};

type Pkg = PlaceholderFacts["packages"][number];
const PACKAGE_FIELDS: Record<string, { about: string; value: (p: Pkg, locale: Locale) => string }> = {
  price: { about: "price", value: (p, l) => rupeesIn(l, p.price) },
  originalPrice: { about: "price before the discount", value: (p, l) => rupeesIn(l, p.originalPrice) },
  duration: { about: "processing time", value: (p, l) => (l === "hi" && p.hi?.duration) || p.duration },
  title: { about: "name", value: (p, l) => (l === "hi" && p.hi?.title) || p.title },
};

const CITY_FIELDS: Record<keyof PageCity, string> = { name: "The page's city", state: "The city's state", roc: "The city's Registrar of Companies" };

/** The value of a placeholder, or undefined when it names nothing known (now). */
export function placeholderValue(name: string, facts: PlaceholderFacts): string | undefined {
  const firm = FIRM[name];
  const locale = facts.locale ?? "en";
  if (firm) return firm.value(facts.firm, locale);
  const pkg = /^package\.([a-z0-9-]+)\.(\w+)$/.exec(name);
  if (pkg) {
    const [, slug, field] = pkg;
    const p = facts.packages.find((x) => x.slug === slug);
    const f = field ? PACKAGE_FIELDS[field] : undefined;
    return p && f ? f.value(p, locale) : undefined;
  }
  const city = /^city\.(name|state|roc)$/.exec(name)?.[1] as keyof PageCity | undefined;
  if (city && facts.city) return facts.city[city];
  return undefined;
}

/** Every placeholder a page may use, with its value now (the editor's list). */
export function placeholderList(facts: PlaceholderFacts): PlaceholderInfo[] {
  const locale = facts.locale ?? "en";
  const out: PlaceholderInfo[] = Object.entries(FIRM).map(([name, p]) => ({ name, value: p.value(facts.firm, locale), about: p.about }));
  for (const p of facts.packages)
    for (const [field, f] of Object.entries(PACKAGE_FIELDS))
      out.push({ name: `package.${p.slug}.${field}`, value: f.value(p, locale), about: `The ${p.title} package's ${f.about}` });
  if (facts.city) for (const [field, about] of Object.entries(CITY_FIELDS)) out.push({ name: `city.${field}`, value: facts.city[field as keyof PageCity], about });
  return out;
}

/** The text with its placeholders filled, or null when one of them names nothing known. */
export function fillText(text: string, facts: PlaceholderFacts, escape?: (s: string) => string): string | null {
  if (!text.includes("{")) return text;
  let missing = false;
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = placeholderValue(name, facts);
    if (value === undefined) {
      missing = true;
      return whole;
    }
    return escape ? escape(value) : value;
  });
  return missing ? null : filled;
}

/** The placeholder names used in any string of `value` (deep). */
export function placeholdersIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string") for (const m of value.matchAll(PLACEHOLDER)) into.add(m[1] ?? "");
  else if (Array.isArray(value)) for (const v of value) placeholdersIn(v, into);
  else if (value && typeof value === "object") for (const v of Object.values(value)) placeholdersIn(v, into);
  return into;
}

/**
 * The placeholders of a page that name nothing known, each with where it is ("sections.3.heading"): a save
 * refuses them. Package placeholders are checked against every stored package (a draft package counts).
 */
export function unknownPlaceholders(page: unknown, facts: PlaceholderFacts): { path: string; name: string }[] {
  const out: { path: string; name: string }[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value === "string") {
      for (const m of value.matchAll(PLACEHOLDER)) {
        const name = m[1] ?? "";
        if (placeholderValue(name, facts) === undefined) out.push({ path, name });
      }
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, path ? `${path}.${i}` : String(i)));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(page, "");
  return out;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * A page as a visitor sees it: every placeholder filled. A list entry (a paragraph, a point, a question) whose
 * placeholder names nothing known now (a package since deleted or unpublished) is left out; a single field
 * becomes "" (the section shows without it). Rich text is filled with its values escaped for HTML.
 */
export function fillPage<P extends Pick<Page, "metaTitle" | "metaDescription" | "name" | "service" | "sections">>(page: P, facts: PlaceholderFacts): P {
  const one = (s: string) => fillText(s, facts) ?? "";
  const fill = (value: unknown, key = ""): unknown => {
    if (typeof value === "string") return key === "html" ? (fillText(value, facts, escapeHtml) ?? value.replace(PLACEHOLDER, "")) : one(value);
    if (Array.isArray(value)) {
      return value.flatMap((v) => {
        // An entry that needs a value no longer known is dropped whole.
        if (typeof v === "string") return fillText(v, facts) === null ? [] : [v.includes("{") ? one(v) : v];
        if (v && typeof v === "object" && !("type" in v) && [...placeholdersIn(v)].some((n) => placeholderValue(n, facts) === undefined)) return [];
        return [fill(v)];
      });
    }
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, k)]));
    return value;
  };
  return {
    ...page,
    name: one(page.name),
    metaTitle: one(page.metaTitle),
    metaDescription: one(page.metaDescription),
    service: one(page.service),
    sections: page.sections.map((s) => fill(s) as PageSection),
  };
}
