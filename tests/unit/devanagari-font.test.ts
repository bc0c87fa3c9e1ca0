// The committed Devanagari web fonts (scripts/subset-devanagari.mjs): they draw every Devanagari letter, sign and
// digit, and the stylesheet's unicode-range asks for them for exactly the characters they were cut to.
import { readFileSync } from "node:fs";
import path from "node:path";
import opentype from "opentype.js";
import subsetFont from "subset-font";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const css = readFileSync(path.join(root, "src/app/app.css"), "utf8");
const script = readFileSync(path.join(root, "scripts/subset-devanagari.mjs"), "utf8");
const hindi = Object.values(JSON.parse(readFileSync(path.join(root, "messages/hi.json"), "utf8")) as Record<string, string>).join(" ");

/** Every assigned character of the Devanagari block (U+0900–097F has no unassigned code points left). */
const block = Array.from({ length: 0x80 }, (_, i) => String.fromCodePoint(0x900 + i));

describe.each([400, 700])("the %i weight", (weight) => {
  const file = path.join(root, `src/app/fonts/noto-sans-devanagari-${weight}.woff2`);
  const woff2 = readFileSync(file);

  it("is a WOFF2 small enough to preload", () => {
    expect(woff2.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(woff2.length).toBeLessThan(50_000);
  });

  it("has a glyph for every Devanagari character, ZWNJ/ZWJ and the dotted circle, and for the site's Hindi text", async () => {
    // Opened through the subsetter (WOFF2 → OpenType) without dropping a character, then read with opentype.js.
    const font = opentype.parse(new Uint8Array(await subsetFont(woff2, [...block, "\u200c\u200d\u25cc"].join(""), { targetFormat: "sfnt" })).buffer);
    const missing = [...block, "\u25cc", ...hindi].filter((c) => /[\u0900-\u097f\u25cc]/.test(c) && font.charToGlyphIndex(c) === 0);
    expect(missing).toEqual([]);
    // Latin, digits and ₹ come from the system font: the file does not carry them.
    expect(["A", "1", "₹"].map((c) => font.charToGlyphIndex(c))).toEqual([0, 0, 0]);
  });
});

describe("the @font-face rules", () => {
  const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];

  it("are two weights of one family, swapped in when loaded, each for the script's ranges only", () => {
    expect(faces).toHaveLength(2);
    const ranges = [...script.matchAll(/\[0x([0-9a-f]+), 0x([0-9a-f]+)\]/g)].map(([, a, b]) => (a === b ? `U+${a!.toUpperCase()}` : `U+${a!.toUpperCase()}-${b!.toUpperCase()}`));
    expect(ranges).toEqual(["U+0900-097F", "U+200C-200D", "U+25CC"]);
    for (const face of faces) {
      expect(face).toContain('font-family: "Noto Sans Devanagari Web"');
      expect(face).toContain("font-display: swap");
      expect(face).toContain(`unicode-range: ${ranges.join(", ")};`);
      expect(face).not.toMatch(/20B9/i); // ₹ on English pages must not fetch the font
    }
    expect(faces[0]).toMatch(/font-weight: 100 500;[\s\S]*noto-sans-devanagari-400\.woff2/);
    expect(faces[1]).toMatch(/font-weight: 600 900;[\s\S]*noto-sans-devanagari-700\.woff2/);
  });

  it("come after the Latin system fonts in the site's stack, and the language's own name uses system fonts only", () => {
    const stack = /--font-sans: ([^;]+);/.exec(css)![1]!.split(", ");
    expect(stack.indexOf('"Noto Sans Devanagari Web"')).toBeGreaterThan(stack.indexOf("Roboto"));
    expect(/\.lang-native\s*{\s*font-family: ([^;]+);/.exec(css)![1]).not.toContain("Devanagari");
  });
});
