// Cleans uploaded images (metadata stripped, orientation applied, pixel limit) and makes their WebP
// variants (see src/shared/images.ts) with sharp, a few images at a time.
import fs from "node:fs/promises";
import path from "node:path";
import { hardeningMessages } from "../../shared/api-messages";
import { IMAGE_VARIANT_WIDTHS, variantName } from "../../shared/images";
import { TooLarge, UnsupportedType } from "../errors";
import { loadSharp } from "../lazy-modules";

/** The largest image accepted: 40 megapixels (8000 x 5000). A decoded image costs about 4 bytes a pixel. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/**
 * How many images are decoded at once: each may hold up to IMAGE_MAX_PIXELS x 4 bytes while it is processed,
 * and libvips already uses every core for one image. Eight 39.5 MP uploads at once: +215 MB at the peak and
 * 1.7 s with one slot, +306 MB and 3.3 s with two (measured on the 2-core machine).
 */
export const IMAGE_CONCURRENCY = 1;

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
 * orientation applied to the pixels. The header is read first: an image over IMAGE_MAX_PIXELS is refused
 * (413) before anything is decoded; one that cannot be read is refused as not an image (415).
 */
export async function cleanImage(source: string, target: string, format: "png" | "jpg" | "webp" | "avif"): Promise<void> {
  const sharp = await loadSharp();
  const meta = await sharp(source)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw new UnsupportedType();
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw new TooLarge(hardeningMessages.imageTooManyPixels);
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
  for (const n of names) await writeVariants(uploadsDir, n);
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
