// Which uploads are images by their first bytes (PNG, JPEG, WebP, AVIF), and which are HEIC photos.
import { describe, expect, it } from "vitest";
import { imageTypeOf, isHeic } from "../../src/server/services/uploads";
import { isUploadName } from "../../src/server/services/images";

const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  const head = Buffer.alloc(size);
  head.writeUInt32BE(size, 0);
  head.write("ftyp", 4, "latin1");
  head.write(major, 8, "latin1");
  compatible.forEach((b, i) => head.write(b, 16 + 4 * i, "latin1"));
  return Buffer.concat([head, Buffer.alloc(32)]);
};

describe("imageTypeOf and isHeic", () => {
  it("knows PNG, JPEG, WebP and AVIF by their bytes", () => {
    expect(imageTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))).toBe("png");
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpg");
    expect(imageTypeOf(Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]))).toBe("webp");
    expect(imageTypeOf(ftyp("avif", "mif1", "miaf"))).toBe("avif");
    expect(imageTypeOf(ftyp("mif1", "avif"))).toBe("avif");
  });

  it("refuses anything else, HEIC included, and tells HEIC apart", () => {
    expect(imageTypeOf(Buffer.from("GIF89a......"))).toBeNull();
    expect(imageTypeOf(Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WAVEfmt ")]))).toBeNull();
    expect(imageTypeOf(ftyp("heic", "mif1", "heic"))).toBeNull();
    expect(isHeic(ftyp("heic", "mif1", "heic"))).toBe(true);
    expect(isHeic(ftyp("mif1", "heix"))).toBe(true);
    expect(isHeic(ftyp("avif", "mif1"))).toBe(false);
    expect(isHeic(ftyp("isom", "mp41"))).toBe(false);
    expect(isHeic(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
  });

  it("names uploads, not their WebP variants or other files", () => {
    for (const n of ["a.png", "b.jpg", "c.jpeg", "d.webp", "e.avif", "seed-offer-diwali.png"]) expect(isUploadName(n)).toBe(true);
    for (const n of ["d-480w.webp", "x-1200w.webp", ".part-1.tmp", "share", "a.gif", "../a.png"]) expect(isUploadName(n)).toBe(false);
  });
});
