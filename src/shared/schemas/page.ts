// Pages the firm edits itself (/admin/pages): the marketing pages (home, /services, the entity pages, the service
// landing pages, the city pages, about, careers and the legal pages) as stored records built from typed sections.
// The components that draw each section stay in the code (components/page-body.tsx); the words are the record's.
// Text may carry placeholders ({firm.city}, {package.llp-registration-delhi.price}, {city.name}) filled from the
// firm's stored details and packages when the page is shown (src/shared/page-placeholders.ts).
import { z } from "zod";
import type { Locale } from "../locale";
import { booleanSchema, editorSchema, idSchema, statusSchema, text } from "./common";

/** What a page is: its template's extras (breadcrumbs, structured data, which testimonials it shows). */
export const PAGE_KINDS = ["home", "services", "entity", "service", "city", "about", "careers", "legal"] as const;
export const pageKindSchema = z.enum(PAGE_KINDS);
export type PageKind = z.infer<typeof pageKindSchema>;
/** The kinds an admin may add (at an address of their own) and delete; the others have fixed routes. */
export const ADDABLE_PAGE_KINDS = ["service", "city"] as const satisfies readonly PageKind[];
export const isAddableKind = (kind: PageKind): kind is (typeof ADDABLE_PAGE_KINDS)[number] => (ADDABLE_PAGE_KINDS as readonly string[]).includes(kind);

/**
 * The languages a page is written in: its English page, and a Hindi version of it, a page of its own at the same
 * path (shown at /hi + path, docs/product.md#languages) with its own sections, SEO fields, status and history.
 */
export const PAGE_LOCALES = ["en", "hi"] as const satisfies readonly Locale[];
export const pageLocaleSchema = z.enum(PAGE_LOCALES);
export type PageLocale = z.infer<typeof pageLocaleSchema>;

/** Limits of a page's content (also the editor's). */
export const PAGE_LIMITS = {
  sections: 40,
  /** Entries of one list (paragraphs, points, questions, cards, steps). */
  items: 40,
  line: 300,
  paragraph: 3000,
  html: 100_000,
  /** The whole stored page as JSON. */
  bytes: 400_000,
} as const;

const line = (max: number = PAGE_LIMITS.line) => text().trim().max(max);
const required = (max: number = PAGE_LIMITS.line) => text().trim().min(1, "is required").max(max);
const paragraph = () => text("multiline").trim().max(PAGE_LIMITS.paragraph);
/** A list of entries; blank ones are dropped. */
const lines = (entry: z.ZodType<string> = line(PAGE_LIMITS.paragraph)) =>
  z
    .array(entry)
    .max(PAGE_LIMITS.items)
    .transform((list) => list.filter((s) => s !== ""));
const list = <T extends z.ZodType>(entry: T) => z.array(entry).max(PAGE_LIMITS.items);

/** The id of a section on the page (#faq, #packages): lower-case words and hyphens; empty for the type's own. */
export const anchorSchema = text()
  .trim()
  .max(60)
  .regex(/^$|^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens")
  .optional()
  .default("");

/** A button of a page's first block: the contact pop-up about the page's service or city, the enquiry dialog, or a link. */
export const pageActionSchema = z.object({
  kind: z.enum(["contact", "enquiry", "link"]),
  label: required(60),
  /** A link's address: a path of the site, #a-section, mailto:, tel: or https:. */
  href: line(300)
    .refine((s) => s === "" || /^(\/|#|mailto:|tel:|https?:\/\/)/.test(s) || /^\{[\w.-]+\}/.test(s), "must be a path of this site, #section, mailto:, tel: or an http(s) address")
    .optional()
    .default(""),
});
export type PageAction = z.infer<typeof pageActionSchema>;

const card = z.object({ title: required(), text: paragraph() });
const step = z.object({ title: required(), text: paragraph() });
const faq = z.object({ question: required(), answer: paragraph().min(1, "is required") });

/** A titled block of nested text (the legal pages): paragraphs, points and subsections, three levels at most. */
const legalLeaf = z.object({ heading: required(), paragraphs: lines(paragraph()).default([]), bullets: lines(paragraph()).default([]) });
const legalMiddle = legalLeaf.extend({ subsections: list(legalLeaf).default([]) });
export const legalSectionSchema = legalLeaf.extend({ subsections: list(legalMiddle).default([]) });
export type LegalSection = z.infer<typeof legalSectionSchema>;

const width = z.enum(["full", "half"]).optional().default("full");

/** The sections a page is built from, each drawn by a component the site already had. */
export const pageSectionSchema = z.discriminatedUnion("type", [
  /** The page's first block: heading, lead, buttons; a price box beside it where the page sells a package. */
  z.object({
    type: z.literal("hero"),
    /** home: the home page's banner; page: an inner page's header; plain: a heading and a line; legal: with the date of the text. */
    style: z.enum(["home", "page", "plain", "legal"]).optional().default("page"),
    eyebrow: line(120).optional().default(""),
    heading: required(200),
    lead: paragraph().optional().default(""),
    /** Points beside the home page's heading. */
    bullets: lines(line()).optional().default([]),
    actions: z.array(pageActionSchema).max(3).optional().default([]),
    priceBox: booleanSchema.optional().default(false),
    /** Legal pages: the day the text was last changed (YYYY-MM-DD); `privacyVersion`: the privacy notice's version instead. */
    updated: line(10)
      .refine((s) => s === "" || /^\d{4}-\d{2}-\d{2}$/.test(s), "must be a date (YYYY-MM-DD)")
      .optional()
      .default(""),
    privacyVersion: booleanSchema.optional().default(false),
  }),
  /** Paragraphs under a heading (paths and e-mail addresses become links); beside them, a figure in a card. */
  z.object({
    type: z.literal("text"),
    anchor: anchorSchema,
    heading: line(200).optional().default(""),
    paragraphs: lines(paragraph()),
    aside: z.object({ value: required(60), label: required(120) }).optional(),
  }),
  /** Rich text written in the editor (sanitised HTML). */
  z.object({ type: z.literal("rich-text"), anchor: anchorSchema, heading: line(200).optional().default(""), html: text("multiline").max(PAGE_LIMITS.html) }),
  /** A city page's overview: paragraphs beside the city's Registrar of Companies. */
  z.object({ type: z.literal("city-facts"), anchor: anchorSchema, heading: required(200), paragraphs: lines(paragraph()) }),
  /** Points with ticks; `packageFeatures`: the page's package's features first. */
  z.object({
    type: z.literal("checklist"),
    anchor: anchorSchema,
    heading: required(200),
    intro: paragraph().optional().default(""),
    items: lines(paragraph()),
    columns: z
      .union([z.literal(1), z.literal(2)])
      .optional()
      .default(1),
    boxed: booleanSchema.optional().default(false),
    packageFeatures: booleanSchema.optional().default(false),
    width,
  }),
  /** Titled cards; `pair`: two large cards side by side without a heading (mission and vision). */
  z.object({
    type: z.literal("cards"),
    anchor: anchorSchema,
    heading: line(200).optional().default(""),
    style: z.enum(["grid", "pair"]).optional().default("grid"),
    cards: list(card),
  }),
  /** Numbered steps. */
  z.object({ type: z.literal("steps"), anchor: anchorSchema, heading: required(200), steps: list(step) }),
  /** Years and what happened in each. */
  z.object({
    type: z.literal("timeline"),
    anchor: anchorSchema,
    heading: required(200),
    items: list(z.object({ year: z.number().int().min(1800).max(2200), title: required(), text: paragraph() })),
  }),
  /** Questions and answers, shown on the page (with their FAQPage markup). */
  z.object({ type: z.literal("faqs"), anchor: anchorSchema, heading: line(200).optional().default(""), items: list(faq) }),
  /** A call to action: the enquiry block (call, WhatsApp), a centred link, or a banner with the contact pop-up. */
  z.object({
    type: z.literal("cta"),
    style: z.enum(["enquiry", "centered", "contact"]).optional().default("enquiry"),
    heading: required(200),
    text: paragraph(),
    label: line(60).optional().default(""),
    href: line(300).optional().default(""),
  }),
  /** The home page's tabbed services. */
  z.object({
    type: z.literal("service-cards"),
    anchor: anchorSchema,
    eyebrow: line(120).optional().default(""),
    heading: required(200),
    intro: paragraph().optional().default(""),
    cards: list(
      z.object({
        id: required(60).regex(/^[a-z0-9-]+$/, "must be lower-case letters, digits and hyphens"),
        tabLabel: required(60),
        title: required(200),
        summary: paragraph(),
        bullets: lines(line()),
        description: paragraph(),
        ctaText: required(120),
        info: paragraph(),
        href: required(300),
      }),
    ),
  }),
  /** The statistic banner (the firm's home statistic). */
  z.object({ type: z.literal("stat"), value: required(60), label: required(120), text: paragraph() }),
  /** The package cards. */
  z.object({ type: z.literal("packages"), anchor: anchorSchema, heading: required(200), intro: paragraph().optional().default("") }),
  /** The published testimonials tagged with this page. */
  z.object({ type: z.literal("testimonials"), heading: line(200).optional().default("") }),
  /** Links to every published city page. */
  z.object({ type: z.literal("city-links"), anchor: anchorSchema, heading: required(200), intro: paragraph().optional().default("") }),
  /** The city pages by name (the services page). */
  z.object({ type: z.literal("city-index"), anchor: anchorSchema, heading: required(200) }),
  /** The other city pages, as small links. */
  z.object({ type: z.literal("other-cities"), heading: required(200) }),
  /** The newest posts (Latest Articles and the carousel). */
  z.object({ type: z.literal("latest-posts") }),
  /** The featured posts. */
  z.object({ type: z.literal("featured-posts") }),
  /** The newest live offer. */
  z.object({ type: z.literal("offer-banner") }),
  /** What the page's package includes and excludes (from the package). */
  z.object({ type: z.literal("includes") }),
  /** The page's package's steps with their days (from the package). */
  z.object({ type: z.literal("package-timeline") }),
  /** Every service of the Services menu with its starting price (the services page). */
  z.object({ type: z.literal("service-groups") }),
  /** Job openings, each with its "Apply" e-mail link. */
  z.object({
    type: z.literal("openings"),
    anchor: anchorSchema,
    heading: required(200),
    jobs: list(z.object({ title: required(), location: line(), type: line(60), description: paragraph() })),
  }),
  /** Paragraphs and a list of points side by side in one card (how to apply). */
  z.object({
    type: z.literal("split"),
    anchor: anchorSchema,
    heading: required(200),
    paragraphs: lines(paragraph()),
    listHeading: line(200).optional().default(""),
    items: lines(paragraph()),
  }),
  /** A legal text: its introduction, then numbered sections with a table of contents. */
  z.object({ type: z.literal("legal"), intro: lines(paragraph()), sections: list(legalSectionSchema) }),
]);
export type PageSection = z.infer<typeof pageSectionSchema>;
export type PageSectionInput = z.input<typeof pageSectionSchema>;
export type SectionType = PageSection["type"];
export const SECTION_TYPES = pageSectionSchema.options.map((o) => o.shape.type.value) as SectionType[];

/** A city page's facts: the city, its state (stamp duty, the cost with fees) and its Registrar of Companies. */
export const pageCitySchema = z.object({ name: required(80), state: required(80), roc: required(200) });
export type PageCity = z.infer<typeof pageCitySchema>;

/** Where the page appears in the header's Services menu and on /services. */
export const pageMenuSchema = z.object({
  group: z.enum(["register", "more"]),
  label: required(80),
  order: z.number().int().min(0).max(1000),
  /** "lowest": the page's starting price is the lowest package's (a page about every structure). */
  price: z.enum(["package", "lowest"]).optional().default("package"),
});
export type PageMenu = z.infer<typeof pageMenuSchema>;

/** The menu groups' titles. */
export const MENU_GROUPS: Record<PageMenu["group"], string> = { register: "Register a business", more: "More services" };

/** A price shown on a page that sells no stored package (rupees). */
export const pagePriceSchema = z.object({
  price: z.number().int().positive().max(100_000_000),
  originalPrice: z.number().int().positive().max(100_000_000).optional(),
  duration: line(60).optional().default(""),
});

/** A page's path: "/" or one lower-case segment. */
export const pagePathSchema = text()
  .trim()
  .max(101)
  .regex(/^\/$|^\/[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be / followed by lower-case letters, digits and single hyphens");

/** What an editor saves (PUT /api/pages/{id}). */
export const pageInputSchema = z.object({
  path: pagePathSchema,
  name: required(120),
  status: statusSchema.optional().default("published"),
  metaTitle: required(200),
  metaDescription: text("multiline").trim().min(1, "is required").max(500),
  /** Whether the title is followed by the firm's name (when the two fit). */
  firmTitle: booleanSchema.optional().default(false),
  /** The service an enquiry from the page is about (the contact pop-up's subject, WhatsApp's message). */
  service: line(120).optional().default(""),
  /** The stored package the page sells: its price box, features, includes, steps and testimonials. */
  packageSlug: line(100).optional().default(""),
  price: pagePriceSchema.optional(),
  city: pageCitySchema.optional(),
  menu: pageMenuSchema.optional(),
  sections: z.array(pageSectionSchema).max(PAGE_LIMITS.sections),
});
export type PageInput = z.input<typeof pageInputSchema>;
export type PageFields = z.infer<typeof pageInputSchema>;

/** POST /api/pages: a new city or service page, its sections copied from a page of the same kind. */
export const pageCreateSchema = z.object({
  kind: z.enum(ADDABLE_PAGE_KINDS),
  path: pagePathSchema,
  name: required(120),
  city: pageCitySchema.optional(),
  packageSlug: line(100).optional().default(""),
  /** The page whose sections the new one starts from (another of its kind by default). */
  from: idSchema.optional(),
});

export const pageSchema = pageInputSchema.extend({
  id: idSchema,
  kind: pageKindSchema,
  locale: pageLocaleSchema.optional().default("en"),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: editorSchema.optional(),
});
export type Page = z.infer<typeof pageSchema>;

/** A page in the admin's list. */
export type PageListItem = Pick<Page, "id" | "path" | "name" | "kind" | "status" | "locale" | "updatedAt"> & { updatedByName: string };

/** One placeholder of page text, as the editor lists it. */
export type PlaceholderInfo = { name: string; value: string; about: string };

/** A page's earlier state (the revisions table of pages). */
export const pageRevisionSchema = z.object({ id: idSchema, pageId: idSchema, savedAt: z.string(), savedBy: editorSchema, page: pageSchema });
export type PageRevision = z.infer<typeof pageRevisionSchema>;
export type PageRevisionSummary = Pick<PageRevision, "id" | "pageId" | "savedAt" | "savedBy"> & { name: string; path: string; status: string };
export const toPageRevisionSummary = ({ id, pageId, savedAt, savedBy, page }: PageRevision): PageRevisionSummary => ({
  id,
  pageId,
  savedAt,
  savedBy,
  name: page.name,
  path: page.path,
  status: page.status,
});

/**
 * The editor's working copy as its form holds it: the form's fields by name (sections.3.heading, ...), kept by
 * autosave and sent for a preview. Bounded in count and size; parsed like a posted form (page-form.ts).
 */
export const pageFormFieldsSchema = z
  .record(text().max(200), text("multiline").max(PAGE_LIMITS.html))
  .refine((r) => Object.keys(r).length <= 4000, "has too many fields")
  .refine((r) => JSON.stringify(r).length <= PAGE_LIMITS.bytes, "is too large");
export const pageAutosaveSchema = z.object({ userId: idSchema, pageId: idSchema, values: pageFormFieldsSchema, savedAt: z.string() });
export type PageAutosave = z.infer<typeof pageAutosaveSchema>;
export const pageAutosaveInputSchema = z.object({ values: pageFormFieldsSchema });

/** A preview of a working copy: the page as the editor's form held it, shown by a signed link until it expires. */
export const pagePreviewSchema = z.object({ id: idSchema, pageId: idSchema, userId: z.string().optional(), page: pageSchema, expiresAt: z.number(), createdAt: z.string() });
export type PagePreview = z.infer<typeof pagePreviewSchema>;

/**
 * The first segments of the site's own screens and files (src/app/routes.ts, the API, uploads, share images):
 * a page an admin adds may not take them. tests/unit/pages.test.ts checks the list against routes.ts.
 */
export const RESERVED_PAGE_SEGMENTS: readonly string[] = [
  "admin",
  "api",
  "uploads",
  "og",
  "assets",
  "healthz",
  "contact-us",
  "blog",
  "careers",
  "about",
  "privacy-policy",
  "terms-condition",
  "sitemap",
  "llp",
  "private-limited",
  "opc",
  "partnership-firm",
  "resources",
  "offer",
  "news",
  "largest-banks-in-india",
  "hdfc-netbanking",
  "maintenance",
  "package",
  "sidebar-links",
  "unauthorized",
  "category",
  "tag",
  "compliance-calendar",
  "tools",
  "author",
  "team",
  "refund-policy",
  "services",
  "order",
  "client",
  "page-preview",
  "hi",
];
