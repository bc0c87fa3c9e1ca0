// Renders the placeholder images of the seed content: 1200x630 PNG cards with a gradient in
// the accent colour, the title in large white type and a small footer. The text is drawn as paths from
// the project's own font (server/fonts.ts), so no system font or fontconfig is needed (none in the image).
import { access, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Font } from "opentype.js";
import { loadSharp } from "../lazy-modules";
import { loadFonts, textPath } from "../fonts";

const WIDTH = 1200;
const HEIGHT = 630;
const MARGIN_X = 80;
const TEXT_WIDTH = WIDTH - 2 * MARGIN_X;
const MAX_LINES = 3;
/** Average advance of a bold sans-serif glyph, as a fraction of the font size (errs wide). */
const CHAR_WIDTH_EM = 0.64;
const FONT_SIZES = [72, 66, 60, 54, 48];
const MIN_FONT_SIZE = 48;
const FOOTER = "Company Registration Delhi";
const DEFAULT_ACCENT = "#1d4ed8";

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, "");
  if (/^[0-9a-f]{3}$/i.test(h)) h = h.replace(/./g, (c) => c + c);
  if (!/^[0-9a-f]{6}$/i.test(h)) return parseHex(DEFAULT_ACCENT);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as Rgb;
}

function toHex(c: Rgb): string {
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/** Greedy word wrap to at most maxChars per line; words longer than a line are split. */
function wrap(text: string, maxChars: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (let word of words) {
    while (word.length > maxChars) {
      if (line) {
        lines.push(line);
        line = "";
      }
      lines.push(`${word.slice(0, maxChars - 1)}-`);
      word = word.slice(maxChars - 1);
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= maxChars) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest font size at which the title fits on MAX_LINES lines, truncated with an ellipsis if none does. */
function layoutTitle(title: string): { lines: string[]; fontSize: number } {
  for (const fontSize of FONT_SIZES) {
    const lines = wrap(title, Math.floor(TEXT_WIDTH / (fontSize * CHAR_WIDTH_EM)));
    if (lines.length <= MAX_LINES) return { lines, fontSize };
  }
  const fontSize = MIN_FONT_SIZE;
  const maxChars = Math.floor(TEXT_WIDTH / (fontSize * CHAR_WIDTH_EM));
  const lines = wrap(title, maxChars).slice(0, MAX_LINES);
  const last = lines[MAX_LINES - 1] ?? "";
  lines[MAX_LINES - 1] = `${last.length < maxChars ? last : last.slice(0, maxChars - 1).trimEnd()}…`;
  return { lines, fontSize };
}

function buildSvg(title: string, accent: string, font: Font): string {
  const base = parseHex(accent);
  const light = toHex(mix(base, [255, 255, 255], 0.12));
  const dark = toHex(mix(base, [10, 15, 30], 0.6));
  const { lines, fontSize } = layoutTitle(title.trim() || "Company Registration");
  const lineHeight = Math.round(fontSize * 1.18);
  // Centre the title block between the accent rule (top) and the footer separator.
  const blockTop = 150;
  const blockBottom = 500;
  const blockHeight = lines.length * lineHeight;
  const firstBaseline = Math.round(blockTop + (blockBottom - blockTop - blockHeight) / 2 + fontSize * 0.85);
  const titlePaths = lines.map((l, i) => textPath(font, l, MARGIN_X, firstBaseline + i * lineHeight, fontSize, "#ffffff")).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="1" stop-color="${dark}"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="260" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="1150" cy="560" r="150" fill="#ffffff" fill-opacity="0.05"/>
  <circle cx="-40" cy="660" r="200" fill="#000000" fill-opacity="0.08"/>
  <rect x="${MARGIN_X}" y="96" width="96" height="8" rx="4" fill="#ffffff" fill-opacity="0.9"/>
  ${titlePaths}
  <rect x="${MARGIN_X}" y="530" width="${TEXT_WIDTH}" height="2" fill="#ffffff" fill-opacity="0.25"/>
  ${textPath(font, FOOTER, MARGIN_X, 578, 26, "#ffffff", 0.9)}
</svg>`;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Writes each spec as uploadsDir/file (PNG, 1200x630), skipping files that already exist. */
export async function writeSeedImages(uploadsDir: string, specs: { file: string; title: string; accent: string }[]): Promise<void> {
  await mkdir(uploadsDir, { recursive: true });
  const { bold } = await loadFonts();
  const sharp = await loadSharp();
  for (const spec of specs) {
    const name = path.basename(spec.file);
    if (!name || name !== spec.file) throw new Error(`Invalid seed image file name: ${spec.file}`);
    const target = path.join(uploadsDir, name);
    if (await exists(target)) continue;
    // Write to a temporary name first so an interrupted run never leaves a truncated image behind.
    const tmp = `${target}.${process.pid}.tmp`;
    try {
      await sharp(Buffer.from(buildSvg(spec.title, spec.accent, bold)))
        .png({ palette: true, colours: 64, dither: 0.5, compressionLevel: 9, effort: 10 })
        .toFile(tmp);
      await rename(tmp, target);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }
}
