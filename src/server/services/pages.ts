// The pages the firm edits (/admin/pages): the marketing pages as records of typed sections, with the same safety
// as posts: edit conflicts (409 on a stale updatedAt), a revision of every state a save replaces (restorable),
// the editor's autosave per user and page, and previews of a working copy behind signed links. A save refuses a
// placeholder that names nothing known (page-placeholders.ts), a package that is not stored, and an address the
// site already uses. Writes announce themselves (page.updated, page.published, ...): the page cache, the CDN, the
// activity log and the autosave clean-up follow from there.
import { randomUUID } from "node:crypto";
import { PREVIEW_LINK_DAYS } from "../../shared/constants";
import { pageMessages } from "../../shared/page-messages";
import { placeholderList, unknownPlaceholders, type PlaceholderFacts } from "../../shared/page-placeholders";
import {
  isAddableKind,
  PAGE_LIMITS,
  pageAutosaveInputSchema,
  pageCreateSchema,
  pageInputSchema,
  RESERVED_PAGE_SEGMENTS,
  type Page,
  type PageFields,
  type PageListItem,
  type PageLocale,
  type PageRevision,
  type PageRevisionSummary,
  type PlaceholderInfo,
} from "../../shared/schemas/page";
import type { FirmDetails } from "../../shared/schemas/settings";
import { Duplicate, Invalid, NotFound } from "../errors";
import type { Storage } from "../storage";
import { assertNotStale, sentUpdatedAt, stamp, withoutEditor, type Editor } from "./conflict";
import { SYSTEM, type Actor, type ChangeEvents } from "./events";
import { cleanRichText } from "./sanitize";
import { linkSigner } from "./signed-links";
import { parseInput } from "./validate";

/** Revisions kept per page (the oldest go past it). */
export const PAGE_REVISIONS_PER_PAGE = 50;
/** Working copies kept per user (the oldest go past it). */
export const PAGE_AUTOSAVES_PER_USER = 20;
/** Preview copies kept per page and per user; a link to an older one shows nothing (like an expired link). */
export const PAGE_PREVIEWS_PER_PAGE = 10;
export const PAGE_PREVIEWS_PER_USER = 20;

const PREVIEW_TTL_MS = PREVIEW_LINK_DAYS * 24 * 60 * 60 * 1000;

/** The public path of a page preview. */
export const pagePreviewPath = (token: string) => `/page-preview/${token}`;

type PageStorage = Pick<Storage, "pages" | "pageRevisions" | "pageAutosaves" | "pagePreviews" | "packages">;

/** Who saved a state stored before saves were signed. */
const UNKNOWN_EDITOR = { name: "Unknown", email: "" };

/** The fields a revision compares: everything a save can change (not the stamps). */
const editable = ({ updatedAt: _at, updatedBy: _by, ...rest }: Page) => rest;
const changed = (before: Page, after: Page) => JSON.stringify(editable(before)) !== JSON.stringify(editable(after));

export function createPageService(storage: PageStorage, opts: { firm: () => FirmDetails; secret: string; siteUrl: string; now?: () => number }) {
  const { pages, pageRevisions, pageAutosaves, pagePreviews, packages } = storage;
  const now = opts.now ?? Date.now;
  const signer = linkSigner(opts.secret, "page-preview-link");

  /** Facts to check placeholders against: every stored package (a draft one counts), and the page's city. */
  const checkFacts = (city?: Page["city"]): PlaceholderFacts => ({ firm: opts.firm(), packages: packages.find(), city });

  function stored(id: string): Page {
    const page = pages.get(id);
    if (!page) throw new NotFound(pageMessages.pageNotFound);
    return page;
  }

  /** Keeps the newest `n` rows matching `where`. */
  function keepNewest<F extends string>(repo: { keys(q: object): string[]; removeWhere(w: object): number }, where: Record<F, string>, n: number): void {
    const [oldestKept] = repo.keys({ where, sort: "-seq", offset: n - 1, limit: 1 });
    if (oldestKept) repo.removeWhere({ ...where, seq: { precedes: oldestKept } });
  }

  /**
   * Checks a page's fields against the rules a save applies (beyond the schema): its address, its status, its
   * package, its city, its placeholders, its size; cleans its rich text. `old`: the stored page (none: a new one).
   * `strict` false (the seed): a package or placeholder the install no longer has is let through; it shows nothing.
   */
  function checked(input: PageFields, kind: Page["kind"], old: Page | undefined, id: string, strict = true, locale: PageLocale = old?.locale ?? "en"): PageFields {
    const out: PageFields = { ...input, sections: input.sections.map((s) => (s.type === "rich-text" ? { ...s, html: cleanRichText(s.html, "html", PAGE_LIMITS.html) } : s)) };
    if (locale !== "en") {
      // A version in another language stays at its English page's address; it may be a draft (no address of its own yet).
      if (old && out.path !== old.path) throw Invalid.field("path", pageMessages.pathFixed);
    } else if (!isAddableKind(kind)) {
      if (old && out.path !== old.path) throw Invalid.field("path", pageMessages.pathFixed);
      if (out.status !== "published") throw Invalid.field("status", pageMessages.mustStayPublished);
    } else {
      const segment = out.path.slice(1);
      if (out.path === "/" || RESERVED_PAGE_SEGMENTS.includes(segment)) throw Invalid.field("path", pageMessages.pathReserved);
    }
    if (pages.find({ where: { path: out.path } }).some((p) => p.id !== id && p.locale === locale)) throw new Duplicate(pageMessages.pathTaken);
    if (strict && out.packageSlug && !packages.find({ where: { slug: out.packageSlug } }).length) throw Invalid.field("packageSlug", pageMessages.unknownPackage);
    if (kind === "city" && !out.city) throw Invalid.field("city", pageMessages.cityRequired);
    const unknown = strict ? unknownPlaceholders(out, checkFacts(out.city)) : [];
    if (unknown.length) throw Invalid.fields(unknown.map((u) => ({ path: u.path, problem: pageMessages.unknownPlaceholder(u.name) })));
    if (JSON.stringify(out).length > PAGE_LIMITS.bytes) throw Invalid.field("sections", pageMessages.tooLarge);
    return out;
  }

  /** Keeps `previous` (the state a save replaced) as a revision, in the caller's transaction; the oldest beyond the cap go. */
  function recordRevisionIn(previous: Page): void {
    const revision: PageRevision = { id: randomUUID(), pageId: previous.id, savedAt: previous.updatedAt, savedBy: previous.updatedBy ?? UNKNOWN_EDITOR, page: previous };
    pageRevisions.create(revision);
    keepNewest(pageRevisions, { page_id: previous.id }, PAGE_REVISIONS_PER_PAGE);
  }

  /** Sections copied from another page: its city's name, state and Registrar become placeholders of the new page's. */
  function sectionsFrom(source: Page): Page["sections"] {
    let json = JSON.stringify(source.sections);
    const city = source.city;
    if (city) {
      const swap = (from: string, to: string) => (json = json.split(from).join(to));
      // The longest first ("Registrar of Companies, NCT of Delhi and Haryana" before "Delhi").
      for (const [value, placeholder] of [
        [city.roc, "{city.roc}"],
        [city.state, "{city.state}"],
        [city.name, "{city.name}"],
      ].sort((a, b) => (b[0] ?? "").length - (a[0] ?? "").length))
        if (value) swap(JSON.stringify(value).slice(1, -1), placeholder ?? "");
    }
    return JSON.parse(json) as Page["sections"];
  }

  const service = {
    /** Every page, for the admin's list (its address, status and last change). */
    list(): PageListItem[] {
      return pages.find().map((p) => ({
        id: p.id,
        path: p.path,
        name: p.name,
        kind: p.kind,
        status: p.status,
        locale: p.locale,
        updatedAt: p.updatedAt,
        updatedByName: p.updatedBy?.name ?? "",
      }));
    },

    /** One page as the editor reads it (who saved it last stays on the server). */
    get(id: string): Omit<Page, "updatedBy"> {
      return withoutEditor(stored(id));
    },

    /** The published page at `path` in `locale`, as stored (placeholders unfilled), or null. */
    published(path: string, locale: PageLocale = "en"): Page | null {
      return pages.find({ where: { path, status: "published" } }).find((p) => p.locale === locale) ?? null;
    },

    /** Every published page in `locale` (every language: all), in the list's order (menus, city links, the sitemap). */
    allPublished(locale?: PageLocale): Page[] {
      const all = pages.find({ where: { status: "published" } });
      return locale ? all.filter((p) => p.locale === locale) : all;
    },

    /** The page's version in `locale` (its English page's, for a version), or null. */
    version(id: string, locale: PageLocale): Page | null {
      const page = stored(id);
      if (page.locale === locale) return page;
      return pages.find({ where: { path: page.path } }).find((p) => p.locale === locale) ?? null;
    },

    /**
     * Starts the Hindi version of an English page: a draft at the same address with the English page's fields, to be
     * written over in Hindi and published (until then the page has no /hi/ address). 409 when it has one already.
     */
    async translate(id: string, editor?: Editor, actor: Actor = SYSTEM): Promise<Omit<Page, "updatedBy">> {
      const { updatedAt } = stamp(undefined, editor);
      const page = pages.transaction(() => {
        const english = stored(id);
        if (english.locale !== "en") throw new Invalid(pageMessages.translateEnglishOnly);
        if (pages.find({ where: { path: english.path } }).some((p) => p.locale === "hi")) throw new Duplicate(pageMessages.hindiExists);
        const { id: _id, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = english;
        const made: Page = { ...fields, id: randomUUID(), locale: "hi", status: "draft", createdAt: updatedAt, updatedAt, updatedBy: editor };
        pages.create(made, { actor });
        return made;
      });
      return withoutEditor(page);
    },

    /** The placeholders a page's text may use, with their values now (the page's city's among them). */
    placeholders(id?: string): PlaceholderInfo[] {
      const page = id ? stored(id) : undefined;
      return placeholderList({ ...checkFacts(page?.city), locale: page?.locale ?? "en" });
    },

    /** Adds a city or service page at its own address, its sections copied from a page of its kind (`from`, else the first). */
    async create(body: unknown, editor?: Editor, actor: Actor = SYSTEM): Promise<Omit<Page, "updatedBy">> {
      const input = parseInput(pageCreateSchema, body);
      const source = input.from ? stored(input.from) : pages.find({ where: { kind: input.kind }, limit: 1 })[0];
      const city = input.kind === "city" ? input.city : undefined;
      if (input.kind === "city" && !city) throw Invalid.field("city", pageMessages.cityRequired);
      const { updatedAt } = stamp(undefined, editor);
      const fields = parseInput(pageInputSchema, {
        path: input.path,
        name: input.name,
        status: "draft",
        metaTitle: source?.metaTitle ?? input.name,
        metaDescription: source?.metaDescription ?? input.name,
        firmTitle: source?.firmTitle ?? false,
        service: source?.service ?? input.name,
        packageSlug: input.packageSlug || source?.packageSlug || "",
        ...(city ? { city } : {}),
        sections: source ? sectionsFrom(source) : [{ type: "hero", heading: input.name }],
      });
      const id = randomUUID();
      const page: Page = { ...checked(fields, input.kind, undefined, id, true, "en"), id, kind: input.kind, locale: "en", createdAt: updatedAt, updatedAt, updatedBy: editor };
      pages.transaction(() => {
        if (pages.find({ where: { path: page.path } }).some((p) => p.locale === "en")) throw new Duplicate(pageMessages.pathTaken);
        pages.create(page, { actor });
      });
      return withoutEditor(page);
    },

    /**
     * A full update. A body carrying a stale updatedAt is refused (409) and changes nothing; the page and the
     * revision of the state it replaced are one transaction. `reverted`: the write restores a revision.
     */
    async update(id: string, body: unknown, editor?: Editor, actor: Actor = SYSTEM, reverted = false): Promise<Omit<Page, "updatedBy">> {
      const input = parseInput(pageInputSchema, body);
      const saved = pages.transaction(() => {
        const old = stored(id);
        assertNotStale(body, old);
        const fields = checked(input, old.kind, old, id);
        const next: Page = { ...fields, id, kind: old.kind, locale: old.locale, createdAt: old.createdAt, ...stamp(old, editor) };
        // A field left out of the body is left out of the page (a price, a city, a place in the menu).
        pages.update(id, () => next, { actor, ...(reverted && { verb: "reverted" }) });
        if (changed(old, next)) recordRevisionIn(old);
        // An added page that moves takes its versions in other languages along.
        if (old.locale === "en" && next.path !== old.path)
          for (const v of pages.find({ where: { path: old.path } }).filter((p) => p.locale !== "en")) pages.update(v.id, (p) => ({ ...p, path: next.path }), { actor });
        return next;
      });
      return withoutEditor(saved);
    },

    /**
     * Deletes an added page (city, service) with its versions in other languages, or a page's Hindi version, each with
     * its revisions, autosaves and previews; the site's own English pages stay.
     */
    async remove(id: string, actor: Actor = SYSTEM): Promise<{ id: string }> {
      pages.transaction(() => {
        const page = stored(id);
        if (page.locale === "en" && !isAddableKind(page.kind)) throw new Invalid(pageMessages.notDeletable);
        const versions = page.locale === "en" ? pages.find({ where: { path: page.path } }).filter((p) => p.locale !== "en") : [];
        for (const p of [page, ...versions]) {
          pages.remove(p.id, { actor });
          pageRevisions.removeWhere({ page_id: p.id });
          pageAutosaves.removeWhere({ page_id: p.id });
          pagePreviews.removeWhere({ page_id: p.id });
        }
      });
      return { id };
    },

    /** The page's revisions, newest first. */
    revisions(id: string): Omit<PageRevisionSummary, "pageId">[] {
      stored(id);
      return pageRevisions.summaries({ where: { page_id: id }, sort: "-seq" }).map(({ pageId: _p, ...r }) => r);
    },

    /** One revision of the page (404 when unknown or of another page): the page as it was. */
    revision(id: string, revisionId: string): PageRevision {
      const revision = pageRevisions.get(revisionId);
      if (revision?.pageId !== id) throw new NotFound(pageMessages.pageNotFound);
      return revision;
    },

    /**
     * Makes a revision the page's current state (the state it replaces becomes a revision first, so a restore can
     * be undone). Based on the updatedAt the body carries, else the one stored now: a second restore at once is 409.
     */
    async restore(id: string, revisionId: string, editor?: Editor, body?: unknown, actor: Actor = SYSTEM): Promise<Omit<Page, "updatedBy">> {
      const current = stored(id);
      const basedOn = sentUpdatedAt(body) ?? current.updatedAt;
      const { page } = this.revision(id, revisionId);
      const { id: _id, kind: _kind, locale: _locale, createdAt: _c, updatedAt: _u, updatedBy: _b, ...fields } = page;
      return this.update(id, { ...fields, updatedAt: basedOn }, editor, actor, true);
    },

    autosave: {
      /** The user's working copy of the page (its form's fields), or null. */
      get(userId: string, id: string): { values: Record<string, string>; savedAt: string } | null {
        stored(id);
        const found = pageAutosaves.get(`${userId}:${id}`);
        return found ? { values: found.values, savedAt: found.savedAt } : null;
      },
      /** Keeps `body.values` as the user's working copy of the page (replacing the last one). */
      async put(userId: string, id: string, body: unknown): Promise<{ savedAt: string }> {
        stored(id);
        const { values } = parseInput(pageAutosaveInputSchema, body);
        const savedAt = new Date(now()).toISOString();
        pageAutosaves.transaction(() => {
          pageAutosaves.remove(`${userId}:${id}`);
          pageAutosaves.create({ userId, pageId: id, values, savedAt });
          keepNewest(pageAutosaves, { user_id: userId }, PAGE_AUTOSAVES_PER_USER);
        });
        return { savedAt };
      },
      async clear(userId: string, id: string): Promise<void> {
        pageAutosaves.remove(`${userId}:${id}`);
      },
    },

    preview: {
      /**
       * A new link to the page's preview: of the saved page, or, when `body` carries a page's fields (the editor's
       * working copy, checked like a save but not saved), of those. The copy is counted as `userId`'s.
       */
      async create(id: string, body?: unknown, userId?: string): Promise<{ url: string; expiresAt: string }> {
        const page = stored(id);
        const expires = now() + PREVIEW_TTL_MS;
        const parts = [Buffer.from(id).toString("base64url"), expires.toString(36)];
        if (body && typeof body === "object" && Object.keys(body).length > 0) {
          const fields = checked(parseInput(pageInputSchema, body), page.kind, undefined, id);
          const copyId = randomUUID();
          const at = now();
          pagePreviews.transaction(() => {
            pagePreviews.removeWhere({ expires_at: { lte: at } });
            pagePreviews.create({
              id: copyId,
              pageId: id,
              ...(userId ? { userId } : {}),
              page: { ...page, ...fields, id, kind: page.kind },
              expiresAt: expires,
              createdAt: new Date(at).toISOString(),
            });
            keepNewest(pagePreviews, { page_id: id }, PAGE_PREVIEWS_PER_PAGE);
            if (userId) keepNewest(pagePreviews, { user_id: userId }, PAGE_PREVIEWS_PER_USER);
          });
          parts.push(copyId);
        }
        return { url: opts.siteUrl + pagePreviewPath(signer.token(parts)), expiresAt: new Date(expires).toISOString() };
      },
      /** The page a token shows (any status), or null when forged, expired, its copy dropped or its page deleted. */
      read(token: string): Page | null {
        const parts = signer.read(token, [2, 3]);
        if (!parts) return null;
        const [idPart = "", expiresPart = "", copyId] = parts;
        const expires = Number.parseInt(expiresPart, 36);
        if (!Number.isFinite(expires) || expires <= now()) return null;
        const id = Buffer.from(idPart, "base64url").toString();
        const page = pages.get(id);
        if (!page) return null;
        if (copyId === undefined) return page;
        const copy = pagePreviews.get(copyId);
        return copy && copy.pageId === id ? copy.page : null;
      },
    },

    /**
     * Seeds the pages of a DATA_DIR whose pages table this start created (seed/pages.json), then their Hindi versions
     * (seed/pages.hi.json, each at its English page's address): each through the same checks as a save, in the
     * seed's order.
     */
    async seed(list: readonly unknown[], hindi: readonly unknown[] = []): Promise<void> {
      const at = new Date(now()).toISOString();
      const kinds = new Map<string, Page["kind"]>();
      for (const [locale, entries] of [
        ["en", list],
        ["hi", hindi],
      ] as const) {
        for (const entry of entries) {
          const { kind, ...body } = entry as { kind: Page["kind"] } & Record<string, unknown>;
          const path = String(body.path);
          if (locale === "en") kinds.set(path, kind);
          else if (kinds.get(path) !== kind) continue; // a version of no seeded English page
          const id = randomUUID();
          const fields = checked(parseInput(pageInputSchema, body), kind, undefined, id, false, locale);
          pages.create({ ...fields, id, kind, locale, createdAt: at, updatedAt: at });
        }
      }
    },
  };
  return service;
}

export type PageService = ReturnType<typeof createPageService>;

/** A save of a page ends the saver's working copy of it. */
export function subscribePageAutosaveCleanup(events: ChangeEvents, pages: PageService, userIdOf: (email: string) => string | undefined): () => void {
  return events.subscribe((e) => {
    if (e.kind !== "page" || !e.after || !e.before || !e.actor.user) return;
    const userId = userIdOf(e.actor.user.email);
    if (userId) void pages.autosave.clear(userId, e.after.id);
  });
}
