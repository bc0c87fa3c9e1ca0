// Share images: the 1200x630 picture that WhatsApp, LinkedIn and X show for a link.
// /og/{page path}.png answers, for a post with a large enough featured image, a 1200x630 crop of it;
// for any other public page, a card drawn from the page's title and the firm's name and colours. The
// text is drawn from a font file that ships with the project (Inter, SIL Open Font License, from
// @fontsource/inter), turned into SVG paths with opentype.js and rasterised with sharp: no system font
// or fontconfig is involved. Each image is made once and kept on disk under a name made from what it
// shows, so a changed title makes a new image.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Font } from "opentype.js";
import type { Sharp } from "sharp";
import { loadSharp } from "../lazy-modules";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_MAX_BYTES, SHARE_IMAGE_WIDTH } from "../../shared/constants";
import type { FirmDetails } from "../../shared/schemas/settings";
import { hasDevanagari, latinFace, loadFonts, mixedFace, type Face } from "../fonts";
import { IMAGE_MAX_PIXELS, withImageSlot } from "./images";

/** Bump when the card's design changes, so cached cards are drawn again. */
const DESIGN_VERSION = "1";
const COLOURS = { background: "#142c66", accent: "#1f4fd1", light: "#dbe7fe", text: "#ffffff" };

/** Splits text into lines no wider than `width` at `size`; the last line ends with "…" when it does not all fit. */
export function wrapText(font: Pick<Font, "getAdvanceWidth">, text: string, size: number, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (font.getAdvanceWidth(next, size) <= width || !line) {
      line = next;
      continue;
    }
    if (lines.length === maxLines - 1) {
      let last = line;
      while (font.getAdvanceWidth(`${last}…`, size) > width && last.includes(" ")) last = last.slice(0, last.lastIndexOf(" "));
      lines.push(`${last}…`);
      return lines;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  return lines;
}

/** What a card shows of the firm (from its stored details, so a change in /admin/settings redraws the cards). */
export type CardFirm = Pick<FirmDetails, "name" | "phones">;

/** The card as SVG: the title in large white letters, a label above it, the firm's name and phone below. */
export async function cardSvg(title: string, label: string, firm: CardFirm): Promise<string> {
  const fonts = await loadFonts();
  // A Hindi page's title (and label) in Devanagari: shaped with a Devanagari font; an English card as it always was.
  const hindi = hasDevanagari(title) || hasDevanagari(label);
  const bold: Face = hindi ? await mixedFace(fonts.bold, "bold") : latinFace(fonts.bold);
  const regular = latinFace(fonts.regular);
  const W = SHARE_IMAGE_WIDTH;
  const H = SHARE_IMAGE_HEIGHT;
  const margin = 80;
  // The largest size at which the title fits in three lines.
  let size = 72;
  let lines = wrapText(bold, title, size, W - 2 * margin, 3);
  while (size > 48 && (lines.length > 3 || lines.at(-1)?.endsWith("…"))) {
    size -= 6;
    lines = wrapText(bold, title, size, W - 2 * margin, 3);
  }
  const lineHeight = size * 1.18;
  const top = 250 - ((lines.length - 1) * lineHeight) / 2 + size / 2;
  const text = (face: Face, s: string, x: number, y: number, px: number, fill: string) => face.path(s, x, y, px, fill);
  const phone = firm.phones[0] ?? "";
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLOURS.accent}"/><stop offset="1" stop-color="${COLOURS.background}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
    `<circle cx="${W - 90}" cy="90" r="210" fill="#ffffff" fill-opacity="0.06"/>`,
    `<circle cx="${W - 40}" cy="${H - 20}" r="140" fill="#ffffff" fill-opacity="0.05"/>`,
    `<rect x="${margin}" y="96" width="72" height="8" rx="4" fill="${COLOURS.light}"/>`,
    text(bold, label.toUpperCase(), margin, 150, 26, COLOURS.light),
    ...lines.map((l, i) => text(bold, l, margin, top + i * lineHeight + 40, size, COLOURS.text)),
    `<rect x="${margin}" y="${H - 128}" width="${W - 2 * margin}" height="2" fill="#ffffff" fill-opacity="0.25"/>`,
    text(bold, firm.name, margin, H - 68, 32, COLOURS.text),
    text(regular, phone, W - margin - regular.getAdvanceWidth(phone, 28), H - 70, 28, COLOURS.light),
    "</svg>",
  ];
  return parts.join("");
}

/** Encodes as JPEG at the best quality that stays within the size limit WhatsApp accepts. */
async function jpegWithin(image: Sharp): Promise<Buffer> {
  let out = Buffer.alloc(0);
  for (const quality of [86, 78, 70, 60, 50]) {
    out = await image.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    if (out.length <= SHARE_IMAGE_MAX_BYTES) break;
  }
  return out;
}

export async function renderCard(title: string, label: string, firm: CardFirm): Promise<Buffer> {
  const sharp = await loadSharp();
  return jpegWithin(sharp(Buffer.from(await cardSvg(title, label, firm))).flatten({ background: COLOURS.background }));
}

/** A 1200x630 crop of an uploaded image, or undefined when it is smaller than that (it would be blurred). */
export async function renderCrop(file: string): Promise<Buffer | undefined> {
  const sharp = await loadSharp();
  const meta = await sharp(file).metadata();
  if (!meta.width || !meta.height || meta.width < SHARE_IMAGE_WIDTH || meta.height < SHARE_IMAGE_HEIGHT) return undefined;
  // A decode like an upload's: in an image slot, and never of more pixels than an upload may have.
  return withImageSlot(() =>
    jpegWithin(
      sharp(file, { limitInputPixels: IMAGE_MAX_PIXELS })
        .rotate()
        .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { fit: "cover", position: "attention" })
        .flatten({ background: "#ffffff" }),
    ),
  );
}

/** What one share image shows: a crop of an uploaded image, else a card of a title. */
export type ShareSource = { upload?: string; title: string; label: string };

/** `firm`: the firm's stored details, read when a card is drawn; the card's name on disk includes them. */
export function createShareImages(uploadsDir: string, firm: () => CardFirm) {
  const cacheDir = path.join(uploadsDir, "share");
  const making = new Map<string, Promise<Buffer | undefined>>();

  /** Bytes kept on disk under `key`, else made by `make` (once at a time per key) and kept; undefined is not kept. */
  async function cached(key: string, make: () => Promise<Buffer | undefined>): Promise<Buffer | undefined> {
    const file = path.join(cacheDir, `${key}.jpg`);
    const hit = await fs.readFile(file).catch(() => undefined);
    if (hit) return hit;
    let pending = making.get(key);
    if (!pending) {
      pending = (async () => {
        const bytes = await make();
        if (!bytes) return undefined;
        await fs.mkdir(cacheDir, { recursive: true });
        const tmp = `${file}.${process.pid}.tmp`;
        await fs.writeFile(tmp, bytes);
        await fs.rename(tmp, file);
        return bytes;
      })().finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  const hash = (parts: unknown[]) =>
    createHash("sha256")
      .update(JSON.stringify([DESIGN_VERSION, ...parts]))
      .digest("hex")
      .slice(0, 32);

  /** The 1200x630 crop of an upload (kept per file and version), or undefined when the upload is too small or missing. */
  async function crop(upload: string): Promise<Buffer | undefined> {
    const file = path.join(uploadsDir, path.basename(upload));
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat) return undefined;
    return cached(hash(["crop", path.basename(upload), stat.mtimeMs]), () => renderCrop(file).catch(() => undefined));
  }

  return {
    cacheDir,
    /** Makes the share crop of a new upload now, so the first share of its post finds it ready. */
    prepare: (upload: string) => crop(upload).then(() => undefined),
    /** The image's bytes: a post image's crop when it has one, else the card of the title (each made once, kept on disk). */
    async image(source: ShareSource): Promise<Buffer> {
      const fromUpload = source.upload ? await crop(source.upload) : undefined;
      if (fromUpload) return fromUpload;
      const { name, phones } = firm();
      const shown = { name, phones: phones.slice(0, 1) };
      return (await cached(hash(["card", source.title, source.label, shown]), () => renderCard(source.title, source.label, shown)))!;
    },
  };
}

export type ShareImages = ReturnType<typeof createShareImages>;
