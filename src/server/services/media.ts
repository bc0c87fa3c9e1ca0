// The media library: a record per uploaded image (its uploaded name, size, dimensions, alt text, who uploaded it and
// when, the SHA-256 of its bytes), where each is used (worked out from every text of the posts, offers, news, resources
// and team members, the trash included, so a restored item never comes back with a broken image), uploads that find
// the same bytes already stored instead of storing them twice, and deleting only what nothing uses.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { loadSharp } from "../lazy-modules";
import { apiMessages } from "../../shared/api-messages";
import { MEDIA_PAGE_SIZE, mediaAltSchema, type Media, type MediaItem, type MediaUse } from "../../shared/schemas/media";
import { Conflict, Invalid, NotFound } from "../errors";
import type { Logger } from "../log";
import type { Storage, Where } from "../storage";
import type { MediaColumn } from "../storage/tables";
import type { Editor } from "./conflict";
import { isUploadName, removeWithVariants } from "./images";
import type { UploadService } from "./uploads";
import { parseInput } from "./validate";

/**
 * How much of the uploads one start hashes for records kept before hashes were (migration 15), or found on disk
 * without one: at most this many files and bytes, read as streams; the rest at the next start. Until then such an
 * image is only not found as a duplicate.
 */
export const MEDIA_HASH_BACKFILL = { files: 500, bytes: 512 * 1024 * 1024 };

/** The SHA-256 of a file's bytes (hex), read as a stream. */
async function sha256Of(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

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

export function createMediaService(
  { media, posts, offers, news, resources, trash, teamMembers }: MediaRepositories,
  uploadsDir: string,
  log: Logger,
  uploads?: Pick<UploadService, "saveImage">,
) {
  // Uploads of the same bytes one after another: the second waits for the first to be recorded, then finds it.
  const hashing = new Map<string, Promise<void>>();
  async function holdHash(sha256: string): Promise<() => void> {
    const before = hashing.get(sha256) ?? Promise.resolve();
    let release!: () => void;
    const mine = before.then(() => new Promise<void>((done) => (release = done)));
    hashing.set(sha256, mine);
    await before;
    return () => {
      release();
      if (hashing.get(sha256) === mine) hashing.delete(sha256);
    };
  }

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
    originalName: m.originalName ?? "",
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
  const onDisk = (name: string) =>
    fs.access(path.join(uploadsDir, name)).then(
      () => true,
      () => false,
    );

  /** The oldest stored image with these bytes whose file is still there. */
  async function withHash(sha256: string): Promise<Media | undefined> {
    for (const m of media.find({ where: { sha256 }, sort: ["uploaded_at", "id"], limit: 5 })) if (await onDisk(m.name)) return m;
    return undefined;
  }

  /** Records a stored image (`url` as the upload answered it): who uploaded it, its uploaded name and the hash of its bytes. */
  async function record(url: string, editor?: Editor, upload: { originalName?: string; sha256?: string } = {}): Promise<Media> {
    const name = path.basename(url);
    const info = await probe(name);
    const sha256 = upload.sha256 ?? (await sha256Of(path.join(uploadsDir, name)));
    const item: Media = {
      name,
      alt: "",
      width: info.width,
      height: info.height,
      bytes: info.bytes,
      uploadedAt: new Date().toISOString(),
      uploadedBy: editor,
      ...(upload.originalName ? { originalName: upload.originalName } : {}),
      sha256,
    };
    // Recorded meanwhile (discover() at start-up): the first record stays.
    return media.get(name) ?? media.create(item);
  }

  /** The filter of a search: the text in the file's name, its uploaded name or its alt text. */
  const searching = (q: string): Where<MediaColumn> => (q ? { search: { contains: q } } : {});

  return {
    record,

    /**
     * Stores an uploaded image (the multipart body of POST /api/upload) and records it, or, when the same bytes
     * are already in the library, stores nothing and answers that image (`duplicate`).
     */
    async upload(headers: IncomingHttpHeaders, body: Readable, editor?: Editor): Promise<{ item: MediaItem; duplicate: boolean }> {
      if (!uploads) throw new Error("[media] no upload service");
      const held: (() => void)[] = [];
      try {
        const saved = await uploads.saveImage(headers, body, {
          duplicateOf: async (sha256) => {
            held.push(await holdHash(sha256));
            return (await withHash(sha256))?.name;
          },
          taken: (name) => media.get(name) !== undefined,
        });
        const stored = saved.duplicate ? media.get(saved.name) : await record(saved.url, editor, saved);
        if (!stored) throw new NotFound(apiMessages.mediaNotFound);
        return { item: present(stored, usage()), duplicate: saved.duplicate };
      } finally {
        for (const release of held) release();
      }
    },

    /**
     * At start-up: records the uploads found on disk that have no record yet (uploaded before the library
     * existed, demo images), uploader unknown and dated by the file; drops records whose file is gone; hashes
     * the files of records without a hash, within MEDIA_HASH_BACKFILL.
     */
    async discover(): Promise<number> {
      const names = (await fs.readdir(uploadsDir).catch(() => [] as string[])).filter(isUploadName);
      const onDiskNames = new Set(names);
      const known = new Set(media.keys());
      let budget = { ...MEDIA_HASH_BACKFILL };
      const hashed = async (name: string, bytes: number): Promise<string | undefined> => {
        if (budget.files <= 0 || budget.bytes < bytes) return undefined;
        budget = { files: budget.files - 1, bytes: budget.bytes - bytes };
        return sha256Of(path.join(uploadsDir, name)).catch(() => undefined);
      };
      const found: Media[] = [];
      for (const name of names) {
        if (known.has(name)) continue;
        const info = await probe(name).catch(() => null);
        if (!info) continue;
        const sha256 = await hashed(name, info.bytes);
        found.push({ name, alt: "", width: info.width, height: info.height, bytes: info.bytes, uploadedAt: info.mtime.toISOString(), ...(sha256 ? { sha256 } : {}) });
      }
      const gone = [...known].filter((name) => !onDiskNames.has(name));
      // Records kept before their bytes were hashed, oldest first.
      const hashes = new Map<string, string>();
      for (const m of media.find({ where: { sha256: null }, sort: ["uploaded_at", "id"], limit: MEDIA_HASH_BACKFILL.files })) {
        if (!onDiskNames.has(m.name)) continue;
        const sha256 = await hashed(m.name, m.bytes);
        if (sha256) hashes.set(m.name, sha256);
      }
      // Nothing is written when nothing changed (a start on a full disk still serves).
      if (found.length > 0 || gone.length > 0 || hashes.size > 0) {
        media.transaction(() => {
          for (const name of gone) media.remove(name);
          // Recorded meanwhile (an upload while the files were read): that record stays.
          for (const m of found) if (!media.get(m.name)) media.create(m);
          for (const [name, sha256] of hashes) if (media.get(name)) media.update(name, { sha256 });
        });
      }
      if (found.length > 0) log.info(`[media] recorded ${found.length} upload(s) found on disk`);
      if (hashes.size > 0) log.info(`[media] hashed ${hashes.size} stored image(s) so that uploads of the same bytes find them`);
      return found.length;
    },

    /**
     * A page of the library, newest first; `q` matches the file's name, its uploaded name or the alt text. With
     * `at` (an image's name) and no `page`, the page that holds that image.
     */
    list(query: { q?: unknown; page?: unknown; at?: unknown }): { data: MediaItem[]; page: number; total: number } {
      const q = typeof query.q === "string" ? query.q.trim().toLowerCase() : "";
      if (q.length > 200) throw Invalid.field("q", "must be at most 200 characters");
      const at = typeof query.at === "string" ? query.at : "";
      if (at.length > 300) throw Invalid.field("at", "must be at most 300 characters");
      const rawPage = query.page === undefined || query.page === "" ? "1" : String(query.page);
      if (!/^\d{1,6}$/.test(rawPage) || Number(rawPage) < 1) throw Invalid.field("page", "must be a whole number of 1 or more");
      const where = searching(q);
      let page = Number(rawPage);
      const target = at && (query.page === undefined || query.page === "") ? find(at) : undefined;
      if (target && (!q || media.count({ and: [where, { id: target.name }] }) > 0)) {
        // Newest first, then by name: the images listed before it.
        const before = media.count({ and: [where, { or: [{ uploaded_at: { gt: target.uploadedAt } }, { uploaded_at: target.uploadedAt, id: { lt: target.name } }] }] });
        page = Math.floor(before / MEDIA_PAGE_SIZE) + 1;
      }
      const uses = usage();
      const data = media.find({ where, sort: ["-uploaded_at", "id"], limit: MEDIA_PAGE_SIZE, offset: (page - 1) * MEDIA_PAGE_SIZE }).map((m) => present(m, uses));
      return { data, page, total: media.count(where) };
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
