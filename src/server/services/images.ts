// Cleans uploaded images (metadata stripped, orientation applied, pixel limit) and makes their WebP
// variants (see src/shared/images.ts) with sharp, a few images at a time.
import fs from "node:fs/promises";
import path from "node:path";
import { hardeningMessages } from "../../shared/api-messages";
import { IMAGE_VARIANT_WIDTHS, variantName } from "../../shared/images";
import { TooLarge, UnsupportedType } from "../errors";
import { loadSharp } from "../lazy-modules";

/**
 * The largest image accepted: 24 megapixels (6000 x 4000, a camera's photo), every frame of an animation
 * counted. What an image costs is its decoded size, not its file: a 901-byte 6000 x 6000 AVIF took 11 s of CPU
 * and over 1 GB while it was cleaned and its variants made, a 36-megapixel WebP 4 s and 285 MB.
 */
export const IMAGE_MAX_PIXELS = 24_000_000;
/**
 * The largest decoded size accepted: width x height x frames x channels x bytes per sample, 24 megapixels
 * of 8-bit colour with transparency. It refuses what the pixel count alone lets through (16-bit samples).
 */
export const IMAGE_MAX_DECODED_BYTES = IMAGE_MAX_PIXELS * 4;
/**
 * AVIF's decoder and encoder hold far more than the decoded pixels (measured on the 2-core machine, cleaned
 * and its variants made: 12 MP 3.5 s and 450 MB, 24 MP 8 s and 830 MB), so its limit is lower: 16 megapixels
 * (4000 x 4000, or a 4032 x 3024 phone photo).
 */
export const AVIF_MAX_PIXELS = 16_000_000;
/**
 * How many images are decoded at once (at most one per core; libvips already uses every core for one image):
 * each may hold up to IMAGE_MAX_DECODED_BYTES while it is processed. Eight 39.5 MP uploads at once: +215 MB at
 * the peak and 1.7 s with one slot, +306 MB and 3.3 s with two (measured on the 2-core machine).
 */
export const IMAGE_CONCURRENCY = 1;

const BYTES_PER_SAMPLE: Record<string, number> = { uchar: 1, char: 1, ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

/** What an image's header says it costs to decode: its pixels (all frames) and its decoded bytes. */
export type ImageSize = { width: number; height: number; frames: number; pixels: number; decodedBytes: number };

/** Reads an image's header (sharp's metadata(): nothing is decoded); null when it is not an image sharp reads. */
export async function imageSize(file: string): Promise<ImageSize | null> {
  const meta = await (
    await loadSharp()
  )(file)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return null;
  const frames = Math.max(1, meta.pages ?? 1);
  // An animation's height is one frame's (pageHeight) when sharp reports it.
  const height = meta.pageHeight && meta.pageHeight < meta.height ? meta.pageHeight : meta.height;
  const pixels = meta.width * height * frames;
  return { width: meta.width, height, frames, pixels, decodedBytes: pixels * (meta.channels ?? 4) * (BYTES_PER_SAMPLE[meta.depth ?? "uchar"] ?? 1) };
}

/**
 * Refuses (413, naming the limit) an image whose header says it is too large to decode, before anything is
 * decoded; 415 when the header cannot be read.
 */
export async function checkImageSize(file: string, format: "png" | "jpg" | "webp" | "avif"): Promise<ImageSize> {
  const size = await imageSize(file);
  if (!size) throw new UnsupportedType();
  if (format === "avif" && size.pixels > AVIF_MAX_PIXELS) throw new TooLarge(hardeningMessages.avifTooManyPixels);
  if (size.pixels > IMAGE_MAX_PIXELS || size.decodedBytes > IMAGE_MAX_DECODED_BYTES) throw new TooLarge(hardeningMessages.imageTooManyPixels);
  return size;
}

const input = async (file: string) => (await loadSharp())(file, { limitInputPixels: IMAGE_MAX_PIXELS });

/** A counting semaphore: at most `size` tasks run at once, the others wait in order. */
class Slots {
  private free: number;
  private waiting: (() => void)[] = [];
  constructor(size: number) {
    this.free = size;
  }
  async run<R>(task: () => Promise<R>): Promise<R> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((go) => this.waiting.push(go));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    }
  }
}
const slots = new Slots(IMAGE_CONCURRENCY);

/** Runs image work (decoding, resizing) in one of IMAGE_CONCURRENCY slots, so uploads cannot pile up in memory. */
export function withImageSlot<R>(task: () => Promise<R>): Promise<R> {
  return slots.run(task);
}

/**
 * Writes `source` to `target` as the same format without any metadata (EXIF, GPS, XMP, comments), its EXIF
 * orientation applied to the pixels. The header is read first (checkImageSize): an image over the limits is
 * refused (413) before anything is decoded; one that cannot be read is refused as not an image (415).
 */
export async function cleanImage(source: string, target: string, format: "png" | "jpg" | "webp" | "avif"): Promise<void> {
  await checkImageSize(source, format);
  const tmp = path.join(path.dirname(target), `.${path.basename(target)}.tmp`);
  try {
    const image = (await input(source)).rotate(); // no metadata is written unless asked (keepMetadata)
    const encoded = { png: () => image.png(), jpg: () => image.jpeg({ quality: 90 }), webp: () => image.webp({ quality: 85 }), avif: () => image.avif({ quality: 60, effort: 2 }) };
    await encoded[format]().toFile(tmp);
    await fs.rename(tmp, target);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
}

// An upload (not one of its -480w.webp... variants, which are WebP too).
const SOURCE_RE = /^([\w-]+)\.(png|jpe?g|webp|avif)$/i;

/** Whether a file name in UPLOADS_DIR is an upload (not a variant, a part file or a folder). */
export const isUploadName = (name: string): boolean => SOURCE_RE.test(name) && !/-\d+w\.webp$/i.test(name);

/** Writes the missing variants of one uploaded file; never enlarges (a small image keeps its width). */
export async function writeVariants(uploadsDir: string, fileName: string): Promise<void> {
  const stem = isUploadName(fileName) ? SOURCE_RE.exec(fileName)?.[1] : undefined;
  if (!stem) return;
  const source = path.join(uploadsDir, fileName);
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const target = path.join(uploadsDir, variantName(stem, width));
    if (await exists(target)) continue;
    const tmp = path.join(uploadsDir, `.${path.basename(target)}.tmp`);
    try {
      await (await input(source)).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toFile(tmp);
      await fs.rename(tmp, target);
    } catch (err) {
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }
}

/** At start-up: makes variants for every upload that lacks them. Returns how many files it looked at. */
export async function backfillVariants(uploadsDir: string): Promise<number> {
  const names = (await fs.readdir(uploadsDir).catch(() => [] as string[])).filter(isUploadName);
  for (const n of names) await withImageSlot(() => writeVariants(uploadsDir, n));
  return names.length;
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Removes an uploaded file and whatever variants of it exist. */
export async function removeWithVariants(uploadsDir: string, fileName: string): Promise<void> {
  const stem = SOURCE_RE.exec(fileName)?.[1];
  const names = stem ? [fileName, ...IMAGE_VARIANT_WIDTHS.map((w) => variantName(stem, w))] : [fileName];
  await Promise.all(names.map((n) => fs.rm(path.join(uploadsDir, n), { force: true })));
}
