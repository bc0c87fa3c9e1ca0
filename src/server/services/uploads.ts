// Image uploads: one multipart field `image`, streamed to disk with busboy, hashed (SHA-256) and checked by magic bytes on the
// way (PNG, JPEG, WebP, AVIF; HEIC is refused with a message of its own). The same bytes as an image already stored are not
// stored again (the caller's `duplicateOf` names it); a new image is stored without its metadata (EXIF, GPS) under a name
// made from the uploaded file's (upload-names.ts). Nothing partial is left behind after a rejection.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { IMAGE_UPLOAD_MAX_BYTES } from "../../shared/constants";
import { apiMessages } from "../../shared/api-messages";
import { AppError, Invalid, storageFailure, TooLarge, UnsupportedType } from "../errors";
import { checkImageSize, cleanImage, removeWithVariants, withImageSlot, writeVariants } from "./images";
import { loadAsciiSlug } from "../lazy-modules";
import type { Logger } from "../log";
import { displayName, fileStem } from "./upload-names";

export const UPLOAD_FIELD = "image";

export type ImageType = "png" | "jpg" | "webp" | "avif";

const SIGNATURES: { ext: "png" | "jpg"; bytes: number[] }[] = [
  { ext: "png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { ext: "jpg", bytes: [0xff, 0xd8, 0xff] },
];
// Enough for an ISO-BMFF "ftyp" box with a few compatible brands (AVIF, HEIC).
const HEAD_BYTES = 64;
const ascii = (head: Buffer, from: number, to: number) => head.subarray(from, to).toString("latin1");
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);

/** The brands of an ISO-BMFF file (AVIF, HEIC...): the major brand and the compatible ones, or [] for another file. */
function ftypBrands(head: Buffer): string[] {
  if (head.length < 16 || ascii(head, 4, 8) !== "ftyp") return [];
  const size = Math.min(head.readUInt32BE(0), head.length);
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(head, at, at + 4));
  return brands;
}

/** Whether a file that starts with these bytes is a HEIC/HEIF photo (refused with a message of its own). */
export function isHeic(head: Buffer): boolean {
  const brands = ftypBrands(head);
  return brands.some((b) => HEIC_BRANDS.has(b)) && !brands.some((b) => b === "avif" || b === "avis");
}

/** The stored extension for a file that starts with these bytes, or null when it is not PNG, JPEG, WebP or AVIF. */
export function imageTypeOf(head: Buffer): ImageType | null {
  const magic = SIGNATURES.find((s) => head.length >= s.bytes.length && s.bytes.every((b, i) => head[i] === b))?.ext;
  if (magic) return magic;
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp";
  const brands = ftypBrands(head);
  if (brands.includes("avif") || brands.includes("avis")) return "avif";
  return null;
}

/** Remembers the first bytes of a stream and hashes all of them while passing everything through. */
class HeadSniffer extends Transform {
  head = Buffer.alloc(0);
  private readonly hash = createHash("sha256");
  _transform(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null, data?: Buffer) => void) {
    if (this.head.length < HEAD_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    this.hash.update(chunk);
    done(null, chunk);
  }
  /** The SHA-256 of everything that went through (hex); once the stream has ended. */
  sha256(): string {
    return this.hash.digest("hex");
  }
}

/** What an upload stored, or found already stored (`duplicate`: the same bytes; `name` is then the stored image's). */
export type StoredImage = { url: string; name: string; sha256: string; originalName: string; duplicate: boolean };

/** What the caller knows of the images already stored (the media library). */
export type UploadLookups = {
  /** The stored image with these bytes (the SHA-256 of the upload), if any: the upload then stores nothing. */
  duplicateOf?: (sha256: string) => Promise<string | undefined>;
  /** Whether a file name is taken by a record whose file may not be on disk. */
  taken?: (name: string) => boolean;
};

/** How many short suffixes are tried before a name falls back to a random one. */
const NAME_TRIES = 5;

const malformed = () => Invalid.field(UPLOAD_FIELD, "could not be read: malformed multipart body");

/** Disk errors become 507 (full) or 503, in one log line; a stream torn by a malformed body becomes 400; typed errors pass through. */
function asAppError(err: unknown, log: Logger): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof Error && "syscall" in err) {
    log.error(`[uploads] storing an image failed: ${err.message}`);
    return storageFailure(err);
  }
  return malformed();
}

export function createUploadService(uploadsDir: string, log: Logger) {
  // Names chosen for images still being stored: another upload of the same name meanwhile takes another.
  const reserved = new Set<string>();

  const onDisk = (name: string) =>
    fs.access(path.join(uploadsDir, name)).then(
      () => true,
      () => false,
    );

  /**
   * A free stored name for an upload shown as `shown`: "{stem}.{ext}", else "{stem}-{6 hex}.{ext}" (a few tries),
   * else "{stem}-{uuid}.{ext}". Reserved until `release`; the stored file then holds it on disk.
   */
  async function chooseName(shown: string, ext: ImageType, taken: (name: string) => boolean): Promise<string> {
    const stem = fileStem(shown, await loadAsciiSlug());
    for (let i = 0; i <= NAME_TRIES; i++) {
      const name = i === 0 ? `${stem}.${ext}` : i < NAME_TRIES ? `${stem}-${randomBytes(3).toString("hex")}.${ext}` : `${stem}-${randomUUID()}.${ext}`;
      if (reserved.has(name) || taken(name) || (await onDisk(name))) continue;
      // Checked again: another upload may have reserved it while the disk was asked.
      if (reserved.has(name)) continue;
      reserved.add(name);
      return name;
    }
    throw new Error(`[uploads] no free name for ${stem}`);
  }

  /** Streams one file to a hidden part file, checks it, stores a clean copy of it; the part file never outlives the request. */
  async function storeFile(file: Readable & { truncated?: boolean }, originalName: string, lookups: UploadLookups): Promise<StoredImage> {
    const part = path.join(uploadsDir, `.part-${randomUUID()}.tmp`);
    const sniffer = new HeadSniffer();
    try {
      await pipeline(file, sniffer, createWriteStream(part, { flags: "wx", mode: 0o644 }));
      // busboy stops at the limit and marks the stream truncated instead of failing.
      if (file.truncated) throw new TooLarge(apiMessages.imageTooLarge);
      const ext = imageTypeOf(sniffer.head);
      if (!ext) throw isHeic(sniffer.head) ? new UnsupportedType(apiMessages.heicImage) : new UnsupportedType();
      const sha256 = sniffer.sha256();
      // The same bytes as a stored image: that image is the answer, nothing is decoded or stored.
      const existing = await lookups.duplicateOf?.(sha256);
      if (existing) {
        await fs.rm(part, { force: true });
        return { url: `/uploads/${existing}`, name: existing, sha256, originalName, duplicate: true };
      }
      // Too many pixels is refused from the header at once, without waiting for a slot behind other uploads.
      await checkImageSize(part, ext);
      const name = await chooseName(originalName, ext, lookups.taken ?? (() => false));
      try {
        // What is served is a clean copy (no EXIF or GPS, orientation applied), made a few images at a time.
        await withImageSlot(async () => {
          try {
            await cleanImage(part, path.join(uploadsDir, name), ext);
            await writeVariants(uploadsDir, name);
          } catch (err) {
            // Too many pixels (413), or the right first bytes but not a decodable image (415): refuse it,
            // and leave nothing behind.
            await removeWithVariants(uploadsDir, name);
            throw err instanceof AppError ? err : new UnsupportedType();
          }
        });
      } finally {
        // Stored (the file holds the name now) or refused.
        reserved.delete(name);
      }
      await fs.rm(part, { force: true });
      return { url: `/uploads/${name}`, name, sha256, originalName, duplicate: false };
    } catch (err) {
      await fs.rm(part, { force: true }).catch(() => undefined);
      throw err;
    }
  }

  return {
    /**
     * Reads a multipart body and stores its `image` file, or finds the same bytes already stored (`lookups`).
     * Every failure (bad multipart, too large, wrong type, client gone, disk error) rejects the promise with a
     * typed error, so it reaches the one error middleware instead of escaping from a stream callback.
     */
    saveImage(headers: IncomingHttpHeaders, body: Readable, lookups: UploadLookups = {}): Promise<StoredImage> {
      return new Promise((resolve, reject) => {
        let settled = false;
        let stored: Promise<StoredImage> | null = null;
        let bb: busboy.Busboy;

        const fail = (err: unknown) => {
          if (settled) return;
          settled = true;
          body.unpipe();
          body.resume(); // drain what the client still sends, so it receives our answer
          bb?.destroy(); // ends a file still streaming, so storeFile removes its part file
          // Answer once nothing is left on disk: storeFile has removed its part file when it rejects,
          // and a file saved just as the request failed (client gone) is removed here (never a stored image
          // that the upload only found).
          const pending = stored?.then((saved) => (saved.duplicate ? undefined : removeWithVariants(uploadsDir, saved.name))) ?? Promise.resolve();
          pending.catch(() => undefined).finally(() => reject(err));
        };

        try {
          // File names in UTF-8, as browsers send them (busboy's default reads them as Latin-1).
          bb = busboy({ headers, defParamCharset: "utf8", limits: { files: 1, fields: 10, parts: 11, fileSize: IMAGE_UPLOAD_MAX_BYTES, fieldSize: 1024, headerPairs: 20 } });
        } catch {
          // Missing or non-multipart Content-Type.
          return reject(Invalid.field(UPLOAD_FIELD, "is required (multipart/form-data)"));
        }

        bb.on("file", (name, file, info) => {
          if (name !== UPLOAD_FIELD || stored || settled) {
            file.resume();
            return;
          }
          try {
            stored = storeFile(file, displayName(info.filename), lookups);
            stored.catch((err: unknown) => fail(asAppError(err, log)));
          } catch (err) {
            // A throw inside a stream callback would escape Express; make it this request's error.
            file.resume();
            fail(asAppError(err, log));
          }
        });
        bb.on("error", () => fail(malformed()));
        bb.on("close", () => {
          if (settled) return;
          if (!stored) return fail(Invalid.field(UPLOAD_FIELD, "is required"));
          stored.then((saved) => {
            if (settled) return;
            settled = true;
            resolve(saved);
          }, fail);
        });
        body.on("error", fail);
        body.on("aborted", () => fail(new Invalid("upload aborted")));
        body.pipe(bb);
      });
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
