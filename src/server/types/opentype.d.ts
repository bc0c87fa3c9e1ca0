// The small part of opentype.js (no bundled types) that the share-image cards and the web fonts' test use.
declare module "opentype.js" {
  export interface Path {
    toPathData(decimalPlaces?: number): string;
  }
  export interface Font {
    getPath(text: string, x: number, y: number, fontSize: number): Path;
    getAdvanceWidth(text: string, fontSize: number): number;
    tables: Record<string, unknown>;
    /** 0 (.notdef) for a character the font has no glyph for. */
    charToGlyphIndex(char: string): number;
  }
  /** The package is CommonJS (UMD) without named ESM exports: import the default object. */
  const opentype: { parse(buffer: ArrayBuffer): Font };
  export default opentype;
}
