// The fonts that ship with the project (Inter, SIL Open Font License, from @fontsource/inter), for text
// drawn into images: turned into SVG paths with opentype.js, so sharp never needs a system font or
// fontconfig (the container has neither). Used by the share cards and the demo placeholder images.
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import type * as fontkit from "fontkit";
import type { Font } from "opentype.js";
import { loadFontkit, loadOpentype } from "./lazy-modules";

const require = createRequire(import.meta.url);

let fonts: { bold: Font; regular: Font } | undefined;
export async function loadFonts(): Promise<{ bold: Font; regular: Font }> {
  if (fonts) return fonts;
  const file = (weight: number) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  const opentype = await loadOpentype();
  const read = async (weight: number) => {
    const b = await fs.readFile(file(weight));
    const font = opentype.parse(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer);
    // opentype.js cannot apply some of Inter's contextual substitutions (it throws); plain glyphs are all a title needs.
    delete font.tables.gsub;
    return font;
  };
  fonts = { bold: await read(700), regular: await read(400) };
  return fonts;
}

/** `s` drawn in `font` at `px` with its baseline at (x, y), as an SVG path. */
export function textPath(font: Font, s: string, x: number, y: number, px: number, fill: string, opacity = 1): string {
  return `<path fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ""} d="${font.getPath(s, x, y, px).toPathData(1)}"/>`;
}

/**
 * Text in Devanagari (a Hindi page's title): its letters join and reorder (matras, conjuncts), which needs a shaping
 * engine, so it is laid out by fontkit with Noto Sans Devanagari (SIL Open Font License; Debian's fonts-noto-core,
 * installed in the container by the Dockerfile) and drawn as paths like the rest. Runs of other letters (Latin
 * form names such as PAN or LLP, digits) keep Inter, so a mixed title reads as the English cards do.
 */
export const DEVANAGARI_FONT_DIR = "/usr/share/fonts/truetype/noto";
const DEVANAGARI = /\p{Script=Devanagari}|\u200C|\u200D/u;

/** Whether `s` has letters the Latin font cannot draw. */
export const hasDevanagari = (s: string) => DEVANAGARI.test(s);

/** A face the card draws with: its width at a size, and a string as an SVG path with its baseline at (x, y). */
export type Face = { getAdvanceWidth(s: string, px: number): number; path(s: string, x: number, y: number, px: number, fill: string): string };

let devanagari: Promise<{ bold: fontkit.Font; regular: fontkit.Font }> | undefined;
async function loadDevanagari() {
  devanagari ??= (async () => {
    const fk = await loadFontkit();
    const read = async (weight: string) => fk.create(await fs.readFile(`${DEVANAGARI_FONT_DIR}/NotoSansDevanagari-${weight}.ttf`)) as fontkit.Font;
    return { bold: await read("Bold"), regular: await read("Regular") };
  })();
  devanagari.catch(() => (devanagari = undefined));
  return devanagari;
}

/** `s` cut where it changes between Devanagari and other letters; spaces and punctuation go with the run before them. */
export function scriptRuns(s: string): { text: string; devanagari: boolean }[] {
  const runs: { text: string; devanagari: boolean }[] = [];
  for (const ch of s) {
    const last = runs.at(-1);
    const isDeva = DEVANAGARI.test(ch);
    const neutral = /[\s\p{P}\p{S}\d]/u.test(ch) && !isDeva;
    if (last && (last.devanagari === isDeva || neutral)) last.text += ch;
    else runs.push({ text: ch, devanagari: isDeva });
  }
  return runs;
}

/** A face for text with Devanagari: shaped Noto Sans Devanagari for its Devanagari runs, `latin` (Inter) for the rest. */
export async function mixedFace(latin: Font, weight: "bold" | "regular"): Promise<Face> {
  const deva = (await loadDevanagari())[weight];
  const scale = (px: number) => px / deva.unitsPerEm;
  const runWidth = (run: { text: string; devanagari: boolean }, px: number) =>
    run.devanagari ? deva.layout(run.text).advanceWidth * scale(px) : latin.getAdvanceWidth(run.text, px);
  return {
    getAdvanceWidth: (s, px) => scriptRuns(s).reduce((w, run) => w + runWidth(run, px), 0),
    path(s, x, y, px, fill) {
      const parts: string[] = [];
      let pen = x;
      for (const run of scriptRuns(s)) {
        if (run.devanagari) {
          const laid = deva.layout(run.text);
          laid.glyphs.forEach((glyph, i) => {
            const at = laid.positions[i]!;
            const d = glyph.path
              .scale(scale(px), -scale(px))
              .translate(pen + at.xOffset * scale(px), y - at.yOffset * scale(px))
              .toSVG();
            if (d) parts.push(d);
            pen += at.xAdvance * scale(px);
          });
        } else {
          parts.push(latin.getPath(run.text, pen, y, px).toPathData(1));
          pen += latin.getAdvanceWidth(run.text, px);
        }
      }
      return `<path fill="${fill}" d="${parts.join("")}"/>`;
    },
  };
}

/** The Latin font as a Face. */
export const latinFace = (font: Font): Face => ({
  getAdvanceWidth: (s, px) => font.getAdvanceWidth(s, px),
  path: (s, x, y, px, fill) => textPath(font, s, x, y, px, fill),
});
