// Image uploads: one multipart field `image`, streamed to disk with busboy, checked by magic bytes (PNG, JPEG, WebP, AVIF; HEIC is refused with a message of its own),
// stored under a random name inside UPLOADS_DIR without its metadata (EXIF, GPS). Nothing partial is left behind after a rejection.
import { randomUUID } from "node:crypto";
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
import type { Logger } from "../log";

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

/** Remembers the first bytes of a stream while passing everything through. */
class HeadSniffer extends Transform {
  head = Buffer.alloc(0);
  _transform(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null, data?: Buffer) => void) {
    if (this.head.length < HEAD_BYTES) this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    done(null, chunk);
  }
}

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
  /** Streams one file to a hidden part file, checks it, stores a clean copy of it; the part file never outlives the request. */
  async function storeFile(file: Readable & { truncated?: boolean }): Promise<{ url: string }> {
    const part = path.join(uploadsDir, `.part-${randomUUID()}.tmp`);
    const sniffer = new HeadSniffer();
    try {
      await pipeline(file, sniffer, createWriteStream(part, { flags: "wx", mode: 0o644 }));
      // busboy stops at the limit and marks the stream truncated instead of failing.
      if (file.truncated) throw new TooLarge(apiMessages.imageTooLarge);
      const ext = imageTypeOf(sniffer.head);
      if (!ext) throw isHeic(sniffer.head) ? new UnsupportedType(apiMessages.heicImage) : new UnsupportedType();
      const name = `${randomUUID()}.${ext}`;
      // Too many pixels is refused from the header at once, without waiting for a slot behind other uploads.
      await checkImageSize(part, ext);
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
      await fs.rm(part, { force: true });
      return { url: `/uploads/${name}` };
    } catch (err) {
      await fs.rm(part, { force: true }).catch(() => undefined);
      throw err;
    }
  }

  return {
    /**
     * Reads a multipart body and stores its `image` file. Every failure (bad multipart, too large,
     * wrong type, client gone, disk error) rejects the promise with a typed error, so it reaches the
     * one error middleware instead of escaping from a stream callback.
     */
    saveImage(headers: IncomingHttpHeaders, body: Readable): Promise<{ url: string }> {
      return new Promise((resolve, reject) => {
        let settled = false;
        let stored: Promise<{ url: string }> | null = null;
        let bb: busboy.Busboy;

        const fail = (err: unknown) => {
          if (settled) return;
          settled = true;
          body.unpipe();
          body.resume(); // drain what the client still sends, so it receives our answer
          bb?.destroy(); // ends a file still streaming, so storeFile removes its part file
          // Answer once nothing is left on disk: storeFile has removed its part file when it rejects,
          // and a file saved just as the request failed (client gone) is removed here.
          const pending = stored?.then((saved) => fs.rm(path.join(uploadsDir, path.basename(saved.url)), { force: true })) ?? Promise.resolve();
          pending.catch(() => undefined).finally(() => reject(err));
        };

        try {
          bb = busboy({ headers, limits: { files: 1, fields: 10, parts: 11, fileSize: IMAGE_UPLOAD_MAX_BYTES, fieldSize: 1024, headerPairs: 20 } });
        } catch {
          // Missing or non-multipart Content-Type.
          return reject(Invalid.field(UPLOAD_FIELD, "is required (multipart/form-data)"));
        }

        bb.on("file", (name, file) => {
          if (name !== UPLOAD_FIELD || stored || settled) {
            file.resume();
            return;
          }
          try {
            stored = storeFile(file);
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
