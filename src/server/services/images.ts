// Makes the WebP variants of uploaded images (see src/shared/images.ts) with sharp.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_VARIANT_WIDTHS, variantName } from "../../shared/images";

const SOURCE_RE = /^([\w-]+)\.(png|jpe?g)$/i;

/** Writes the missing variants of one uploaded file; never enlarges (a small image keeps its width). */
export async function writeVariants(uploadsDir: string, fileName: string): Promise<void> {
  const m = SOURCE_RE.exec(fileName);
  if (!m) return;
  const source = path.join(uploadsDir, fileName);
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const target = path.join(uploadsDir, variantName(m[1], width));
    if (await exists(target)) continue;
    const tmp = `${target}.tmp`;
    await sharp(source).resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toFile(tmp);
    await fs.rename(tmp, target);
  }
}

/** At start-up: makes variants for every upload that lacks them. Returns how many files it looked at. */
export async function backfillVariants(uploadsDir: string): Promise<number> {
  const names = (await fs.readdir(uploadsDir).catch(() => [] as string[])).filter((n) => SOURCE_RE.test(n));
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
  const m = SOURCE_RE.exec(fileName);
  const names = m ? [fileName, ...IMAGE_VARIANT_WIDTHS.map((w) => variantName(m[1], w))] : [fileName];
  await Promise.all(names.map((n) => fs.rm(path.join(uploadsDir, n), { force: true })));
}
