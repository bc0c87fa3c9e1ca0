// The page editor's form (/admin/pages/{id}) as data: which fields each section type has, how the form names them
// (sections.3.heading, sections.3.items.2.question), how a posted form (or the autosave of one) reads back into a
// page, and the edits of its structure (add, remove, move a section or an entry). The server's action and the
// browser both use it; the form works without JavaScript: every structural edit is a post that answers the form again.
import type { LegalSection, PageSection, SectionType } from "../../shared/schemas/page";

export type FieldKind = "text" | "textarea" | "lines" | "paragraphs" | "select" | "checkbox" | "number" | "html" | "legal" | "items";

export type FieldSpec = {
  key: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  options?: { value: string; label: string }[];
  /** The fields of each entry of an "items" field, and what one entry is called ("question"). */
  items?: FieldSpec[];
  item?: string;
};

/** The working copy of a page as the editor holds it: the page's fields, its sections loosely typed until saved. */
export type EditablePage = {
  path: string;
  name: string;
  status: string;
  metaTitle: string;
  metaDescription: string;
  firmTitle: boolean;
  service: string;
  packageSlug: string;
  price?: { price?: number; originalPrice?: number; duration?: string };
  city?: { name: string; state: string; roc: string };
  menu?: { group: string; label: string; order?: number; price?: string };
  sections: Section[];
};
type Section = Record<string, unknown> & { type: string };

const anchor: FieldSpec = { key: "anchor", label: "Anchor", kind: "text", hint: "The section's id for #links (lower-case words and hyphens); empty for the usual one." };
const heading: FieldSpec = { key: "heading", label: "Heading", kind: "text" };
const intro: FieldSpec = { key: "intro", label: "Introduction", kind: "textarea" };
const paragraphs: FieldSpec = {
  key: "paragraphs",
  label: "Paragraphs",
  kind: "paragraphs",
  hint: "A blank line between paragraphs. Site paths (/contact-us) and e-mail addresses become links.",
};
const points = (label = "Points"): FieldSpec => ({ key: "items", label, kind: "lines", hint: "One point per line." });

/** Each section type: its name in the editor, what it shows, and its fields (the anchor, seldom changed, last). */
export const SECTION_SPECS: Record<SectionType, { label: string; about: string; fields: FieldSpec[] }> = anchorLast({
  hero: {
    label: "Page header",
    about: "The heading, the first paragraph and the buttons; the price box beside them where the page sells a package.",
    fields: [
      {
        key: "style",
        label: "Style",
        kind: "select",
        options: [
          { value: "page", label: "Inner page" },
          { value: "home", label: "Home page banner" },
          { value: "plain", label: "Plain heading" },
          { value: "legal", label: "Legal page (with its date)" },
        ],
      },
      { key: "eyebrow", label: "Small line above the heading", kind: "text" },
      heading,
      { key: "lead", label: "First paragraph", kind: "textarea" },
      { key: "bullets", label: "Points beside the heading (home page banner)", kind: "lines", hint: "One point per line." },
      {
        key: "actions",
        label: "Buttons",
        kind: "items",
        item: "button",
        items: [
          {
            key: "kind",
            label: "Does",
            kind: "select",
            options: [
              { value: "contact", label: "Opens the contact pop-up about this page" },
              { value: "enquiry", label: "Opens the enquiry dialog (home page)" },
              { value: "link", label: "Goes to an address" },
            ],
          },
          { key: "label", label: "Label", kind: "text" },
          { key: "href", label: "Address (for a link)", kind: "text", hint: "A path of the site, #a-section, mailto: or https:." },
        ],
      },
      { key: "priceBox", label: "Show the price box", kind: "checkbox" },
      { key: "updated", label: "Last updated (legal page, YYYY-MM-DD)", kind: "text" },
      { key: "privacyVersion", label: "Show the privacy notice's version as the date", kind: "checkbox" },
    ],
  },
  text: {
    label: "Text",
    about: "Paragraphs under a heading; a figure in a card beside them.",
    fields: [anchor, heading, paragraphs, { key: "aside.value", label: "Figure beside the text", kind: "text" }, { key: "aside.label", label: "Under the figure", kind: "text" }],
  },
  "rich-text": {
    label: "Rich text",
    about: "Formatted text: headings, lists, links, bold.",
    fields: [anchor, heading, { key: "html", label: "Text", kind: "html" }],
  },
  "city-facts": { label: "City overview", about: "Paragraphs beside the city's Registrar of Companies (a city page).", fields: [anchor, heading, paragraphs] },
  checklist: {
    label: "Points with ticks",
    about: "A list of points, each with a tick.",
    fields: [
      anchor,
      heading,
      intro,
      points(),
      {
        key: "columns",
        label: "Columns",
        kind: "select",
        options: [
          { value: "1", label: "One" },
          { value: "2", label: "Two" },
        ],
      },
      { key: "boxed", label: "In a box", kind: "checkbox" },
      { key: "packageFeatures", label: "The package's features first", kind: "checkbox" },
      {
        key: "width",
        label: "Width",
        kind: "select",
        options: [
          { value: "full", label: "The whole row" },
          { value: "half", label: "Half a row (beside the next half)" },
        ],
      },
    ],
  },
  cards: {
    label: "Cards",
    about: "Titled short texts in a grid, or two large cards side by side.",
    fields: [
      anchor,
      heading,
      {
        key: "style",
        label: "Style",
        kind: "select",
        options: [
          { value: "grid", label: "A grid" },
          { value: "pair", label: "Two large cards, no heading" },
        ],
      },
      {
        key: "cards",
        label: "Cards",
        kind: "items",
        item: "card",
        items: [
          { key: "title", label: "Title", kind: "text" },
          { key: "text", label: "Text", kind: "textarea" },
        ],
      },
    ],
  },
  steps: {
    label: "Steps",
    about: "Numbered steps of a process.",
    fields: [
      anchor,
      heading,
      {
        key: "steps",
        label: "Steps",
        kind: "items",
        item: "step",
        items: [
          { key: "title", label: "Title", kind: "text" },
          { key: "text", label: "Text", kind: "textarea" },
        ],
      },
    ],
  },
  timeline: {
    label: "Timeline",
    about: "Years and what happened in each.",
    fields: [
      anchor,
      heading,
      {
        key: "items",
        label: "Years",
        kind: "items",
        item: "year",
        items: [
          { key: "year", label: "Year", kind: "number" },
          { key: "title", label: "Title", kind: "text" },
          { key: "text", label: "Text", kind: "textarea" },
        ],
      },
    ],
  },
  faqs: {
    label: "Questions and answers",
    about: "Frequently asked questions, shown on the page (with their FAQPage markup).",
    fields: [
      anchor,
      { ...heading, hint: "Empty: Frequently Asked Questions." },
      {
        key: "items",
        label: "Questions",
        kind: "items",
        item: "question",
        items: [
          { key: "question", label: "Question", kind: "text" },
          { key: "answer", label: "Answer", kind: "textarea" },
        ],
      },
    ],
  },
  cta: {
    label: "Call to action",
    about: "The enquiry block (talk to an expert, call, WhatsApp), a centred link, or a banner with the contact pop-up.",
    fields: [
      {
        key: "style",
        label: "Style",
        kind: "select",
        options: [
          { value: "enquiry", label: "Enquiry block" },
          { value: "centered", label: "Centred, with a link" },
          { value: "contact", label: "Banner with the contact pop-up" },
        ],
      },
      heading,
      { key: "text", label: "Text", kind: "textarea" },
      { key: "label", label: "Button label (centred or banner)", kind: "text" },
      { key: "href", label: "Link address (centred)", kind: "text" },
    ],
  },
  "service-cards": {
    label: "Service tabs",
    about: "The home page's services, each a tab.",
    fields: [
      anchor,
      { key: "eyebrow", label: "Small line above the heading", kind: "text" },
      heading,
      intro,
      {
        key: "cards",
        label: "Services",
        kind: "items",
        item: "service",
        items: [
          { key: "id", label: "Id", kind: "text", hint: "Lower-case letters, digits and hyphens." },
          { key: "tabLabel", label: "Tab label", kind: "text" },
          { key: "title", label: "Title", kind: "text" },
          { key: "summary", label: "Summary", kind: "textarea" },
          { key: "bullets", label: "Points", kind: "lines", hint: "One point per line." },
          { key: "description", label: "Description", kind: "textarea" },
          { key: "ctaText", label: "Link text", kind: "text" },
          { key: "info", label: "Best for", kind: "textarea" },
          { key: "href", label: "Link address", kind: "text" },
        ],
      },
    ],
  },
  stat: {
    label: "Statistic banner",
    about: "A large figure with a line of text.",
    fields: [
      { key: "value", label: "Figure", kind: "text" },
      { key: "label", label: "Under the figure", kind: "text" },
      { key: "text", label: "Text", kind: "textarea" },
    ],
  },
  packages: { label: "Package cards", about: "The published packages as cards, with their prices.", fields: [anchor, heading, intro] },
  testimonials: { label: "Testimonials", about: "The published testimonials tagged with this page.", fields: [{ ...heading, hint: "Empty: What Our Clients Say." }] },
  "city-links": { label: "City links", about: "A link to every published city page.", fields: [anchor, heading, intro] },
  "city-index": { label: "City list", about: "The published city pages by name.", fields: [anchor, heading] },
  "other-cities": { label: "Other cities", about: "The other published city pages, as small links.", fields: [heading] },
  "latest-posts": { label: "Latest articles", about: "The newest posts: a carousel and a list.", fields: [] },
  "featured-posts": { label: "Featured posts", about: "The posts marked as featured.", fields: [] },
  "offer-banner": { label: "Current offer", about: "The newest live offer, when there is one.", fields: [] },
  includes: { label: "What the fee includes", about: "What the page's package includes and excludes (edited with the package).", fields: [] },
  "package-timeline": { label: "How long it takes", about: "The page's package's steps and days (edited with the package).", fields: [] },
  "service-groups": { label: "Services and prices", about: "Every page of the Services menu with its starting price.", fields: [] },
  openings: {
    label: "Job openings",
    about: "Openings, each with an Apply link to the careers e-mail address.",
    fields: [
      anchor,
      heading,
      {
        key: "jobs",
        label: "Openings",
        kind: "items",
        item: "opening",
        items: [
          { key: "title", label: "Title", kind: "text" },
          { key: "location", label: "Location", kind: "text" },
          { key: "type", label: "Type", kind: "text" },
          { key: "description", label: "Description", kind: "textarea" },
        ],
      },
    ],
  },
  split: {
    label: "Text and points",
    about: "Paragraphs and a list of points side by side in one box.",
    fields: [anchor, heading, paragraphs, { key: "listHeading", label: "Heading of the points", kind: "text" }, points()],
  },
  legal: {
    label: "Legal text",
    about: "An introduction, then numbered sections with a table of contents.",
    fields: [
      { key: "intro", label: "Introduction", kind: "paragraphs", hint: "A blank line between paragraphs." },
      {
        key: "sections",
        label: "Sections",
        kind: "legal",
        hint: "“# ” starts a section, “## ” a subsection, “### ” a part of it; “- ” starts a point; every other line is a paragraph.",
      },
    ],
  },
});

function anchorLast<T extends Record<string, { fields: FieldSpec[] }>>(specs: T): T {
  for (const spec of Object.values(specs)) if (spec.fields.includes(anchor)) spec.fields = [...spec.fields.filter((f) => f !== anchor), anchor];
  return specs;
}

/** The kinds of section an editor can add, in the order the add menu lists them. */
export const ADDABLE_SECTIONS = Object.keys(SECTION_SPECS) as SectionType[];

/** A new section of a type, with empty fields. */
export function newSection(type: SectionType): Section {
  const out: Section = { type };
  for (const f of SECTION_SPECS[type].fields) {
    if (f.key.includes(".")) continue;
    out[f.key] =
      f.kind === "items" || f.kind === "lines" || f.kind === "paragraphs" || f.kind === "legal"
        ? []
        : f.kind === "checkbox"
          ? false
          : f.kind === "select"
            ? (f.options?.[0]?.value ?? "")
            : "";
  }
  if (type === "checklist") out.columns = 1;
  return out;
}

// ---- Legal text as lines ----

/** A legal text's sections as the editor's text: "# Heading", paragraphs, "- points", "## Subsection". */
export function legalToText(sections: readonly LegalSection[]): string {
  const out: string[] = [];
  const block = (s: { heading: string; paragraphs: string[]; bullets: string[]; subsections?: unknown[] }, level: number) => {
    out.push(`${"#".repeat(level)} ${s.heading}`, ...s.paragraphs, ...s.bullets.map((b) => `- ${b}`));
    for (const sub of (s.subsections ?? []) as (typeof s)[]) block(sub, level + 1);
  };
  for (const s of sections) block(s, 1);
  return out.join("\n");
}

type LegalBlock = { heading: string; paragraphs: string[]; bullets: string[]; subsections: LegalBlock[] };

/** The editor's text back into sections (a line before the first heading opens an untitled section). */
export function textToLegal(text: string): LegalBlock[] {
  const root: LegalBlock[] = [];
  const open: LegalBlock[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const h = /^(#{1,3})\s+(.*)$/.exec(line);
    if (h) {
      // A "##" without a "#" before it counts as a "#" (and so on).
      let level = (h[1] ?? "#").length;
      while (level > 1 && !open[level - 2]) level--;
      const block: LegalBlock = { heading: h[2] ?? "", paragraphs: [], bullets: [], subsections: [] };
      const parent = level > 1 ? open[level - 2] : undefined;
      (parent ? parent.subsections : root).push(block);
      open.length = level - 1;
      open.push(block);
      continue;
    }
    let current = open.at(-1);
    if (!current) {
      current = { heading: "", paragraphs: [], bullets: [], subsections: [] };
      root.push(current);
      open.push(current);
    }
    if (line.startsWith("- ")) current.bullets.push(line.slice(2).trim());
    else current.paragraphs.push(line);
  }
  return root;
}

// ---- The form's field names ----

/** The name of a field of section `i` (and of entry `j` of its list `list`). */
export const fieldName = (i: number, key: string, list?: { key: string; j: number }) => (list ? `sections.${i}.${list.key}.${list.j}.${key}` : `sections.${i}.${key}`);

const splitLines = (v: string) => v.split(/\r?\n/).map((s) => s.trim());
const splitParagraphs = (v: string) =>
  v
    .split(/\r?\n\s*\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A field's form value back into the page's shape. */
function readValue(f: FieldSpec, raw: string | undefined): unknown {
  const v = raw ?? "";
  switch (f.kind) {
    case "checkbox":
      return v === "on" || v === "true";
    case "number":
      return v.trim() === "" ? undefined : Number(v);
    case "lines":
      return splitLines(v).filter(Boolean);
    case "paragraphs":
      return splitParagraphs(v);
    case "legal":
      return textToLegal(v);
    case "select":
      return f.key === "columns" ? Number(v) || 1 : v;
    default:
      return v;
  }
}

/** A field's value as the form shows it. */
export function formValue(f: FieldSpec, value: unknown): string {
  if (value === undefined || value === null) return "";
  switch (f.kind) {
    case "lines":
      return Array.isArray(value) ? value.join("\n") : "";
    case "paragraphs":
      return Array.isArray(value) ? value.join("\n\n") : "";
    case "legal":
      return Array.isArray(value) ? legalToText(value as LegalSection[]) : "";
    default:
      return String(value);
  }
}

/** The value at a dotted key ("aside.value"). */
export function valueAt(section: Record<string, unknown>, key: string): unknown {
  return key.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), section);
}

/** The indices of a list's entries present in the form (in order): `sections.3.items.{j}.` */
function entryIndices(fields: Record<string, string>, prefix: string): number[] {
  const seen = new Set<number>();
  for (const name of Object.keys(fields)) {
    if (!name.startsWith(prefix)) continue;
    const j = Number(name.slice(prefix.length).split(".")[0]);
    if (Number.isInteger(j)) seen.add(j);
  }
  return [...seen].sort((a, b) => a - b);
}

/** A posted form (its fields by name) read back into a working copy of the page. */
export function readPageForm(fields: Record<string, string>): EditablePage {
  const text = (name: string) => fields[name] ?? "";
  const count = Number(fields["sections.count"] ?? "0");
  const sections: Section[] = [];
  for (let i = 0; i < Math.min(count, 100); i++) {
    const type = text(`sections.${i}.type`) as SectionType;
    const spec = SECTION_SPECS[type];
    if (!spec) continue;
    const section: Section = { type };
    for (const f of spec.fields) {
      if (f.kind === "items") {
        const prefix = `sections.${i}.${f.key}.`;
        section[f.key] = entryIndices(fields, prefix).map((j) => Object.fromEntries((f.items ?? []).map((sub) => [sub.key, readValue(sub, fields[`${prefix}${j}.${sub.key}`])])));
        continue;
      }
      const value = readValue(f, fields[fieldName(i, f.key)]);
      if (f.key.includes(".")) {
        const [outer = "", inner = ""] = f.key.split(".");
        const box = (section[outer] ??= {}) as Record<string, unknown>;
        box[inner] = value;
      } else section[f.key] = value;
    }
    // A figure beside the text only when it has one.
    if (type === "text") {
      const aside = section.aside as { value?: string; label?: string } | undefined;
      if (!aside?.value) delete section.aside;
    }
    sections.push(section);
  }
  const numberOf = (name: string) => (text(name).trim() === "" ? undefined : Number(text(name)));
  const page: EditablePage = {
    path: text("path"),
    name: text("name"),
    status: text("status") || "published",
    metaTitle: text("metaTitle"),
    metaDescription: text("metaDescription"),
    firmTitle: fields.firmTitle === "on" || fields.firmTitle === "true",
    service: text("service"),
    packageSlug: text("packageSlug"),
    sections,
  };
  if (text("price.price").trim()) page.price = { price: numberOf("price.price"), originalPrice: numberOf("price.originalPrice"), duration: text("price.duration") };
  if (fields["city.name"] !== undefined) page.city = { name: text("city.name"), state: text("city.state"), roc: text("city.roc") };
  if (text("menu.group")) page.menu = { group: text("menu.group"), label: text("menu.label"), order: numberOf("menu.order") ?? 0, price: text("menu.price") || "package" };
  return page;
}

/** The page's fields as an API body (what PUT /api/pages/{id} takes). */
export function pageBody(page: EditablePage): Record<string, unknown> {
  const { price, city, menu, ...rest } = page;
  return { ...rest, ...(price ? { price } : {}), ...(city ? { city } : {}), ...(menu ? { menu } : {}) };
}

// ---- Structural edits ----

export type PageEdit =
  | { op: "add"; type: SectionType; at: number }
  | { op: "remove"; i: number }
  | { op: "move"; i: number; by: -1 | 1 }
  | { op: "add-item"; i: number; key: string }
  | { op: "remove-item"; i: number; key: string; j: number }
  | { op: "move-item"; i: number; key: string; j: number; by: -1 | 1 };

/** A structural edit from a submit button's value ("move:3:up", "add-item:3:items", "remove-item:3:items:2", "add:faqs:4"). */
export function parseEdit(intent: string): PageEdit | null {
  const [op, a = "", b = "", c = "", d = ""] = intent.split(":");
  const n = (s: string) => (/^\d+$/.test(s) ? Number(s) : NaN);
  const by = (s: string) => (s === "up" ? -1 : s === "down" ? 1 : 0);
  if (op === "add" && a in SECTION_SPECS && !Number.isNaN(n(b))) return { op, type: a as SectionType, at: n(b) };
  if (op === "remove" && !Number.isNaN(n(a))) return { op, i: n(a) };
  if (op === "move" && !Number.isNaN(n(a)) && by(b)) return { op, i: n(a), by: by(b) as -1 | 1 };
  if (op === "add-item" && !Number.isNaN(n(a)) && b) return { op, i: n(a), key: b };
  if (op === "remove-item" && !Number.isNaN(n(a)) && b && !Number.isNaN(n(c))) return { op, i: n(a), key: b, j: n(c) };
  if (op === "move-item" && !Number.isNaN(n(a)) && b && !Number.isNaN(n(c)) && by(d)) return { op, i: n(a), key: b, j: n(c), by: by(d) as -1 | 1 };
  return null;
}

const swap = <T>(list: T[], i: number, j: number) => {
  if (i < 0 || j < 0 || i >= list.length || j >= list.length) return list;
  const out = [...list];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
};

/** The page after a structural edit, and the section to show open. */
export function applyEdit(page: EditablePage, edit: PageEdit): { page: EditablePage; focus: number } {
  const sections = [...page.sections];
  switch (edit.op) {
    case "add": {
      const at = Math.max(0, Math.min(edit.at, sections.length));
      sections.splice(at, 0, newSection(edit.type));
      return { page: { ...page, sections }, focus: at };
    }
    case "remove":
      sections.splice(edit.i, 1);
      return { page: { ...page, sections }, focus: Math.min(edit.i, sections.length - 1) };
    case "move":
      return { page: { ...page, sections: swap(sections, edit.i, edit.i + edit.by) }, focus: Math.max(0, Math.min(edit.i + edit.by, sections.length - 1)) };
    default: {
      const section = sections[edit.i];
      if (!section) return { page, focus: -1 };
      const spec = SECTION_SPECS[section.type as SectionType]?.fields.find((f) => f.key === edit.key && f.kind === "items");
      if (!spec) return { page, focus: edit.i };
      const list = Array.isArray(section[edit.key]) ? [...(section[edit.key] as unknown[])] : [];
      if (edit.op === "add-item")
        list.push(Object.fromEntries((spec.items ?? []).map((f) => [f.key, f.kind === "lines" ? [] : f.kind === "select" ? (f.options?.[0]?.value ?? "") : ""])));
      if (edit.op === "remove-item") list.splice(edit.j, 1);
      const moved = edit.op === "move-item" ? swap(list, edit.j, edit.j + edit.by) : list;
      sections[edit.i] = { ...section, [edit.key]: moved };
      return { page: { ...page, sections }, focus: edit.i };
    }
  }
}

/** A section's short name in the editor's list: its type and its heading. */
export function sectionTitle(s: PageSection | Section): string {
  const spec = SECTION_SPECS[s.type as SectionType];
  const headingOf = (s as { heading?: unknown }).heading;
  return headingOf && typeof headingOf === "string" ? `${spec?.label ?? s.type}: ${headingOf}` : (spec?.label ?? s.type);
}

/** The fields the editor's form holds for a page, by name (what it posts; readPageForm reads them back). */
export function pageFormFields(page: EditablePage): Record<string, string> {
  const out: Record<string, string> = {
    path: page.path,
    name: page.name,
    status: page.status,
    metaTitle: page.metaTitle,
    metaDescription: page.metaDescription,
    service: page.service,
    packageSlug: page.packageSlug,
    "sections.count": String(page.sections.length),
  };
  if (page.firmTitle) out.firmTitle = "on";
  if (page.price)
    Object.assign(out, {
      "price.price": String(page.price.price ?? ""),
      "price.originalPrice": String(page.price.originalPrice ?? ""),
      "price.duration": page.price.duration ?? "",
    });
  if (page.city) Object.assign(out, { "city.name": page.city.name, "city.state": page.city.state, "city.roc": page.city.roc });
  if (page.menu)
    Object.assign(out, { "menu.group": page.menu.group, "menu.label": page.menu.label, "menu.order": String(page.menu.order ?? 0), "menu.price": page.menu.price ?? "package" });
  page.sections.forEach((s, i) => {
    out[fieldName(i, "type")] = s.type;
    for (const f of SECTION_SPECS[s.type as SectionType]?.fields ?? []) {
      if (f.kind === "items") {
        const list = Array.isArray(s[f.key]) ? (s[f.key] as Record<string, unknown>[]) : [];
        list.forEach((entry, j) => {
          for (const sub of f.items ?? []) {
            const v = formValue(sub, entry[sub.key]);
            if (sub.kind !== "checkbox" || v === "true") out[fieldName(i, sub.key, { key: f.key, j })] = sub.kind === "checkbox" ? "on" : v;
          }
        });
        continue;
      }
      const v = formValue(f, valueAt(s, f.key));
      if (f.kind === "checkbox") {
        if (v === "true") out[fieldName(i, f.key)] = "on";
      } else out[fieldName(i, f.key)] = v;
    }
  });
  return out;
}
