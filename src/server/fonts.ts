// The fonts that ship with the project (Inter, SIL Open Font License, from @fontsource/inter), for text
// drawn into images: turned into SVG paths with opentype.js, so sharp never needs a system font or
// fontconfig (the container has neither). Used by the share cards and the demo placeholder images.
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import type { Font } from "opentype.js";
import { loadOpentype } from "./lazy-modules";

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
