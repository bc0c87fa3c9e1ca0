// The rules of pages the firm edits, without a server: placeholders filled and refused; entries dropped when their
// package is gone; the editor's form read back into the same page for every seeded page; its structural edits; the
// legal text's lines; the Services menu; the addresses an added page may not take; what a page's change purges.
import { describe, expect, it } from "vitest";
import routes from "../../src/app/routes";
import { applyEdit, legalToText, pageBody, pageFormFields, parseEdit, readPageForm, textToLegal, type EditablePage } from "../../src/app/lib/page-form";
import { BLOG_LIST_TAG, pageTag, pageTags, SITE_TAG, tagsForEvent, type TagLookups } from "../../src/server/http/cache-tags";
import { SYSTEM, type ChangeEvent } from "../../src/server/services/events";
import seed from "../../src/server/storage/seed/pages.json" with { type: "json" };
import packages from "../../src/server/storage/seed/packages.json" with { type: "json" };
import { fillPage, fillText, placeholderList, unknownPlaceholders, type PlaceholderFacts } from "../../src/shared/page-placeholders";
import { pageInputSchema, RESERVED_PAGE_SEGMENTS, type PageFields } from "../../src/shared/schemas/page";
import { serviceMenu, type PageSummary } from "../../src/shared/site-pages";
import { site } from "../../src/shared/site";

const facts: PlaceholderFacts = { firm: site, packages };

describe("placeholders", () => {
  it("fill the firm's details and the packages' prices", () => {
    expect(fillText("From {firm.city}, call {firm.phone}; from {package.llp-registration-delhi.price} in {package.llp-registration-delhi.duration}.", facts)).toBe(
      "From Faridabad, call +91 98110 45632; from ₹5,999 in 8-12 days.",
    );
    const moved = { ...facts, firm: { ...site, address: { ...site.address, city: "New Delhi" }, responsePromiseHours: 1 } };
    expect(fillText("{firm.city}: we call back within {firm.responsePromise}.", moved)).toBe("New Delhi: we call back within 1 working hour.");
    expect(fillText("{firm.address}", facts)).toBe("SCO 21, Second Floor, Sector 16 Market, Faridabad, Haryana 121002, India");
    expect(fillText("In {city.name}, {city.state}", { ...facts, city: { name: "Pune", state: "Maharashtra", roc: "ROC Pune" } })).toBe("In Pune, Maharashtra");
  });

  it("answer null for a name they do not know, and list where each unknown one is", () => {
    expect(fillText("{firm.town}", facts)).toBeNull();
    expect(fillText("{city.name}", facts)).toBeNull();
    expect(fillText("{package.gone.price}", facts)).toBeNull();
    expect(fillText("braces { alone } stay", facts)).toBe("braces { alone } stay");
    expect(unknownPlaceholders({ metaTitle: "{firm.name}", sections: [{ heading: "{firm.nope}", items: ["ok", "{package.x.price}"] }] }, facts)).toEqual([
      { path: "sections.0.heading", name: "firm.nope" },
      { path: "sections.0.items.1", name: "package.x.price" },
    ]);
  });

  it("list every name with its value, a city page's own too", () => {
    const names = placeholderList({ ...facts, city: { name: "Pune", state: "Maharashtra", roc: "ROC Pune" } }).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["firm.city", "firm.responsePromise", "package.pvt-ltd-registration-delhi.price", "city.roc"]));
    expect(placeholderList(facts).map((p) => p.name)).not.toContain("city.name");
  });

  it("leave out an entry whose package is no longer published, and escape values in rich text", () => {
    const page = pageInputSchema.parse(seed.find((p) => p.path === "/llp-registration-delhi"));
    const faqs = (p: PageFields) => p.sections.find((s) => s.type === "faqs");
    const withPackage = fillPage(page, facts);
    const without = fillPage(page, { ...facts, packages: packages.filter((p) => p.slug !== "llp-registration-delhi") });
    const count = (p: PageFields) => (faqs(p)?.type === "faqs" ? faqs(p)!.items.length : 0);
    expect(count(without)).toBe(count(withPackage) - 2);
    expect(JSON.stringify(without)).not.toContain("{package.");
    expect(JSON.stringify(withPackage)).toContain("Usually 8-12 days");
    const rich = fillPage({ ...page, sections: [{ type: "rich-text", anchor: "", heading: "", html: "<p>{firm.name}</p>" }] }, { ...facts, firm: { ...site, name: "A & <B>" } });
    expect(rich.sections[0]).toMatchObject({ html: "<p>A &amp; &lt;B&gt;</p>" });
  });

  it("leave nothing of the seed firm's city in the seeded pages' own text", () => {
    expect(JSON.stringify(seed)).not.toContain(site.address.city);
    for (const p of seed) expect(unknownPlaceholders(pageInputSchema.parse(p), { ...facts, city: (p as { city?: PlaceholderFacts["city"] }).city }), p.path).toEqual([]);
  });
});

describe("the editor's form", () => {
  it.each(seed.map((p) => p.path))("reads %s back as it was", (path) => {
    const page = pageInputSchema.parse(seed.find((p) => p.path === path));
    expect(pageInputSchema.parse(pageBody(readPageForm(pageFormFields(page as unknown as EditablePage))))).toEqual(page);
  });

  it("adds, moves and removes sections and entries", () => {
    const page = pageInputSchema.parse(seed.find((p) => p.path === "/llp")) as unknown as EditablePage;
    const n = page.sections.length;
    const added = applyEdit(page, parseEdit("add:stat:1")!);
    expect(added.focus).toBe(1);
    expect(added.page.sections[1]).toMatchObject({ type: "stat", value: "" });
    expect(added.page.sections).toHaveLength(n + 1);
    const moved = applyEdit(added.page, parseEdit("move:1:up")!);
    expect(moved.page.sections[0]?.type).toBe("stat");
    expect(applyEdit(moved.page, parseEdit("move:0:up")!).page.sections).toEqual(moved.page.sections);
    expect(applyEdit(moved.page, parseEdit("remove:0")!).page.sections).toEqual(page.sections);
    const faqs = page.sections.findIndex((s) => s.type === "faqs");
    const withOne = applyEdit(page, parseEdit(`add-item:${faqs}:items`)!).page;
    const items = (p: EditablePage) => p.sections[faqs]!.items as { question: string }[];
    expect(items(withOne)).toHaveLength(items(page).length + 1);
    expect(items(withOne).at(-1)).toEqual({ question: "", answer: "" });
    const swapped = applyEdit(page, parseEdit(`move-item:${faqs}:items:0:down`)!).page;
    expect(items(swapped)[1]).toEqual(items(page)[0]);
    expect(items(applyEdit(page, parseEdit(`remove-item:${faqs}:items:0`)!).page)[0]).toEqual(items(page)[1]);
    for (const bad of ["", "move:x:up", "move:1:left", "add:no-such-type:0", "remove-item:1:items", "drop:1"]) expect(parseEdit(bad), bad).toBeNull();
  });

  it("edits a legal text as lines and reads it back", () => {
    const text = "# One\nFirst paragraph.\n- a point\n## One a\nInside.\n### Deeper\n- deep\n# Two\nSecond.";
    const sections = textToLegal(text);
    expect(sections.map((s) => s.heading)).toEqual(["One", "Two"]);
    expect(sections[0]).toMatchObject({
      paragraphs: ["First paragraph."],
      bullets: ["a point"],
      subsections: [{ heading: "One a", subsections: [{ heading: "Deeper", bullets: ["deep"] }] }],
    });
    expect(legalToText(sections)).toBe(text);
    // A "##" with no "#" before it counts as a "#".
    expect(textToLegal("## Alone\ntext").map((s) => s.heading)).toEqual(["Alone"]);
  });
});

describe("the Services menu", () => {
  it("lists each group's pages in their order, and the packages page last", () => {
    const summaries: PageSummary[] = [
      { kind: "service", path: "/b", name: "B", metaDescription: "", packageSlug: "", menu: { group: "register", label: "Bee", order: 2, price: "package" } },
      { kind: "entity", path: "/a", name: "A", metaDescription: "", packageSlug: "pkg", menu: { group: "register", label: "Ay", order: 1, price: "package" } },
      { kind: "service", path: "/c", name: "C", metaDescription: "", packageSlug: "", menu: { group: "more", label: "See", order: 0, price: "lowest" } },
      { kind: "city", path: "/d", name: "D", metaDescription: "", packageSlug: "" },
    ];
    expect(serviceMenu(summaries)).toEqual([
      {
        title: "Register a business",
        links: [
          { label: "Ay", path: "/a", packageSlug: "pkg" },
          { label: "Bee", path: "/b" },
        ],
      },
      {
        title: "More services",
        links: [
          { label: "See", path: "/c", lowest: true },
          { label: "Packages and prices", path: "/package", lowest: true },
        ],
      },
    ]);
  });
});

describe("addresses", () => {
  it("reserve the first segment of every route of the site, so an added page never hides one", () => {
    const segments = new Set<string>();
    const walk = (list: readonly { path?: string; children?: unknown }[]) => {
      for (const r of list) {
        const first = r.path?.split("/")[0] ?? "";
        if (first && !first.startsWith(":") && first !== "*") segments.add(first.replace(/\..*$/, ""));
        // The children of the site's layout (no path of its own) are top-level addresses; the admin's are under /admin.
        if (!r.path && Array.isArray(r.children)) walk(r.children as { path?: string }[]);
      }
    };
    walk(routes as unknown as { path?: string; children?: unknown }[]);
    const missing = [...segments].filter((s) => !RESERVED_PAGE_SEGMENTS.includes(s) && !["sitemap", "robots", "rss", "site", "admin", "compliance-calendar"].includes(s));
    expect(missing).toEqual([]);
  });
});

describe("the cache tags of pages", () => {
  const look: TagLookups = { termSlug: () => undefined, postIdsWith: () => [], publicCount: () => 2, translationsOf: () => [] };
  const page = { id: "p1", path: "/llp", name: "LLP", status: "published", menu: { group: "register" }, metaDescription: "d", packageSlug: "x" };
  const event = (before: typeof page | undefined, after: typeof page | undefined, verb = "updated") =>
    ({ type: `page.${verb}`, kind: "page", actor: SYSTEM, before, after }) as ChangeEvent;

  it("tag a stored page by its address", () => {
    expect(
      pageTags(
        "/llp",
        () => undefined,
        (p) => p === "/llp",
      ),
    ).toEqual([SITE_TAG, "page-llp"]);
    expect(
      pageTags(
        "/",
        () => undefined,
        () => true,
      ),
    ).toEqual([SITE_TAG, BLOG_LIST_TAG, "offers", "page-home"]);
    expect(
      pageTags(
        "/contact-us",
        () => undefined,
        () => false,
      ),
    ).toEqual([SITE_TAG]);
  });

  it("purge the page alone when only its content changed, and every page when what others show of it did", () => {
    expect(tagsForEvent(event(page, { ...page, name: "LLP" }), look)).toEqual([pageTag("/llp")]);
    expect(tagsForEvent(event(page, { ...page, path: "/llp-new" }), look).sort()).toEqual([pageTag("/llp"), pageTag("/llp-new"), SITE_TAG].sort());
    expect(tagsForEvent(event(page, { ...page, name: "Limited liability partnership" }), look)).toContain(SITE_TAG);
    expect(tagsForEvent(event(undefined, page, "created"), look)).toContain(SITE_TAG);
  });
});
