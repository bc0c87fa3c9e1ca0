// Makes the site's Devanagari web fonts (run once; the outputs are committed): Noto Sans Devanagari cut down to
// the characters Hindi is written with, as WOFF2, for the @font-face rules in src/app/app.css.
//   node scripts/subset-devanagari.mjs
// The source is the Noto Sans Devanagari that @fontsource ships (SIL Open Font License 1.1, copied beside the
// outputs as OFL.txt), so the script needs no system fonts. Two weights: 400 draws regular and medium text,
// 700 semibold and bold (the site's font-medium and font-semibold), which keeps a Hindi page to two downloads.
import { readFile, writeFile, copyFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const out = path.resolve(import.meta.dirname, "../src/app/fonts");

/**
 * What Hindi text uses: the Devanagari block (letters, vowel signs, virama, nukta, danda, Devanagari digits),
 * ZWNJ/ZWJ (they choose half forms and conjuncts) and the dotted circle the shaper draws under a stray mark.
 * The Vedic extensions (U+1CD0–1CFF) and Devanagari Extended (U+A8E0–A8FF) are for Sanskrit and Vedic texts,
 * which the site has none of. Latin letters, digits, punctuation and ₹ come from the system font.
 * Keep in step with the unicode-range in app.css.
 */
const ranges = [
  [0x0900, 0x097f],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];
const text = ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join("");

for (const weight of [400, 700]) {
  const source = require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`);
  const subset = await subsetFont(await readFile(source), text, { targetFormat: "woff2" });
  const file = path.join(out, `noto-sans-devanagari-${weight}.woff2`);
  await writeFile(file, subset);
  console.log(`${path.relative(process.cwd(), file)}: ${subset.length} bytes`);
}
await copyFile(require.resolve("@fontsource/noto-sans-devanagari/LICENSE"), path.join(out, "OFL.txt"));
