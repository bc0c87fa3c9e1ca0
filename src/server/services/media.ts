// The media library: a record per uploaded image (size, dimensions, alt text, who uploaded it and
// when), where each is used (worked out from every text of the posts, offers, news, resources and team members, the trash
// included, so a restored item never comes back with a broken image), and deleting only what nothing uses.
import fs from "node:fs/promises";
import path from "node:path";
import { loadSharp } from "../lazy-modules";
import { apiMessages } from "../../shared/api-messages";
import { MEDIA_PAGE_SIZE, mediaAltSchema, type Media, type MediaItem, type MediaUse } from "../../shared/schemas/media";
import { Conflict, Invalid, NotFound } from "../errors";
import type { Logger } from "../log";
import type { Storage } from "../storage";
import type { Editor } from "./conflict";
import { isUploadName, removeWithVariants } from "./images";
import { parseInput } from "./validate";

/** Every /uploads/{name} an item's text mentions (image fields, <img src> in bodies). */
const UPLOAD_REF = /\/uploads\/([\w-]+\.(?:png|jpe?g|webp|avif))\b/gi;

function namesIn(...texts: (string | undefined)[]): Set<string> {
  const found = new Set<string>();
  for (const t of texts) for (const m of (t ?? "").matchAll(UPLOAD_REF)) if (isUploadName(m[1]!)) found.add(m[1]!);
  return found;
}

type Holder = MediaUse & { texts: (string | undefined)[] };
const str = (v: unknown) => (typeof v === "string" ? v : undefined);

/**
 * What of an item may mention an image, and its title. The whole record is read, not only the fields made
 * for images (a featured image, a banner, a profile photo, <img> in a body): a link to an upload in any text
 * breaks just the same when the file goes.
 */
function holderOf(type: MediaUse["type"], item: Record<string, unknown>): Holder {
  const id = String(item.id);
  const texts = [JSON.stringify(item)];
  switch (type) {
    case "offer":
      return { type, id, title: str(item.mainHeading) || "Offer", texts };
    case "team-member":
      return { type, id, title: str(item.name) ?? "", texts };
    default:
      return { type, id, title: str(item.title) ?? "", texts };
  }
}

/** The media library's records, and the items whose fields and bodies may show an image (the trash included). */
export type MediaRepositories = Pick<Storage, "media" | "posts" | "offers" | "news" | "resources" | "trash" | "teamMembers">;

export function createMediaService({ media, posts, offers, news, resources, trash, teamMembers }: MediaRepositories, uploadsDir: string, log: Logger) {
  async function probe(name: string): Promise<Pick<Media, "width" | "height" | "bytes"> & { mtime: Date }> {
    const file = path.join(uploadsDir, name);
    const stat = await fs.stat(file);
    const meta = await (
      await loadSharp()
    )(file)
      .metadata()
      .catch(() => null);
    return { width: meta?.width ?? 0, height: meta?.height ?? 0, bytes: stat.size, mtime: stat.mtime };
  }

  /** Every item that may show an image, the trashed ones too. */
  function* holders(): IterableIterator<Holder> {
    // The posts and the trash a batch at a time (each()): never all of them in memory.
    for (const b of posts.each()) yield holderOf("blog", b);
    for (const o of offers.find()) yield holderOf("offer", o);
    for (const n of news.find()) yield holderOf("news", n);
    for (const r of resources.find()) yield holderOf("resource", r);
    // Team members: the photo /team and the author pages show.
    for (const m of teamMembers.find()) yield holderOf("team-member", m);
    // Packages show no uploaded image.
    for (const e of trash.each({ type: { ne: "package" } })) yield holderOf(e.type as MediaUse["type"], e.item);
  }

  /** Which items use each image, by file name. */
  function usage(): Map<string, MediaUse[]> {
    const uses = new Map<string, MediaUse[]>();
    for (const h of holders()) {
      for (const name of namesIn(...h.texts)) {
        const list = uses.get(name) ?? [];
        list.push({ type: h.type, id: h.id, title: h.title });
        uses.set(name, list);
      }
    }
    return uses;
  }

  const present = (m: Media, uses: Map<string, MediaUse[]>): MediaItem => ({
    name: m.name,
    url: `/uploads/${m.name}`,
    alt: m.alt,
    width: m.width,
    height: m.height,
    bytes: m.bytes,
    uploadedAt: m.uploadedAt,
    uploadedBy: m.uploadedBy?.name ?? "",
    usedBy: uses.get(m.name) ?? [],
  });

  const find = (name: string) => (isUploadName(name) ? media.get(name) : undefined);

  return {
    /** Records a new upload (`url` as the upload answered it) with who uploaded it. */
    async record(url: string, editor?: Editor): Promise<void> {
      const name = path.basename(url);
      const info = await probe(name);
      const item: Media = { name, alt: "", width: info.width, height: info.height, bytes: info.bytes, uploadedAt: new Date().toISOString(), uploadedBy: editor };
      // Recorded meanwhile (discover() at start-up): the first record stays.
      if (!media.get(name)) media.create(item);
    },

    /**
     * At start-up: records the uploads found on disk that have no record yet (uploaded before the library
     * existed, demo images), uploader unknown and dated by the file; drops records whose file is gone.
     */
    async discover(): Promise<number> {
      const names = (await fs.readdir(uploadsDir).catch(() => [] as string[])).filter(isUploadName);
      const known = new Set(media.find().map((m) => m.name));
      const found: Media[] = [];
      for (const name of names) {
        if (known.has(name)) continue;
        const info = await probe(name).catch(() => null);
        if (info) found.push({ name, alt: "", width: info.width, height: info.height, bytes: info.bytes, uploadedAt: info.mtime.toISOString() });
      }
      // Nothing is written when nothing changed (a start on a full disk still serves).
      if (found.length > 0 || media.count({ name: { notIn: names } }) > 0) {
        media.transaction(() => {
          media.removeWhere({ name: { notIn: names } });
          // Recorded meanwhile (an upload while the files were read): that record stays.
          for (const m of found) if (!media.get(m.name)) media.create(m);
        });
      }
      if (found.length > 0) log.info(`[media] recorded ${found.length} upload(s) found on disk`);
      return found.length;
    },

    /** A page of the library, newest first; `q` matches the file name or the alt text. */
    list(query: { q?: unknown; page?: unknown }): { data: MediaItem[]; page: number; total: number } {
      const q = typeof query.q === "string" ? query.q.trim().toLowerCase() : "";
      if (q.length > 200) throw Invalid.field("q", "must be at most 200 characters");
      const rawPage = query.page === undefined || query.page === "" ? "1" : String(query.page);
      if (!/^\d{1,6}$/.test(rawPage) || Number(rawPage) < 1) throw Invalid.field("page", "must be a whole number of 1 or more");
      const page = Number(rawPage);
      const uses = usage();
      const matching = media
        .find()
        .filter((m) => !q || m.name.toLowerCase().includes(q) || m.alt.toLowerCase().includes(q))
        .toSorted((a, b) => b.uploadedAt.localeCompare(a.uploadedAt) || a.name.localeCompare(b.name));
      const data = matching.slice((page - 1) * MEDIA_PAGE_SIZE, page * MEDIA_PAGE_SIZE).map((m) => present(m, uses));
      return { data, page, total: matching.length };
    },

    /** Sets an image's alt text: the default alt wherever it is inserted from now on. */
    async setAlt(name: string, body: unknown): Promise<MediaItem> {
      const { alt } = parseInput(mediaAltSchema, body);
      if (!find(name)) throw new NotFound(apiMessages.mediaNotFound);
      return present(media.update(name, { alt }), usage());
    },

    /** Deletes an unused image with its variants; 409 naming what uses it otherwise. */
    async remove(name: string): Promise<{ name: string }> {
      if (!find(name)) throw new NotFound(apiMessages.mediaNotFound);
      const users = usage().get(name) ?? [];
      if (users.length > 0) throw new Conflict(apiMessages.mediaInUse(users.map((u) => u.title || u.id)));
      if (!media.remove(name)) throw new NotFound(apiMessages.mediaNotFound);
      await removeWithVariants(uploadsDir, name);
      return { name };
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
