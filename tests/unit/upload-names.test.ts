// The names an upload keeps (services/upload-names.ts): the name shown in the media library and the stored file's stem.
import { slugify } from "transliteration";
import { describe, expect, it } from "vitest";
import { isUploadName } from "../../src/server/services/images";
import { displayName, fileStem, UPLOAD_DISPLAY_NAME_MAX, UPLOAD_STEM_FALLBACK, UPLOAD_STEM_MAX } from "../../src/server/services/upload-names";

const stem = (name: string) => fileStem(displayName(name), slugify);

describe("displayName", () => {
  it("keeps the name as the uploader's computer called it, spaces, case and scripts included", () => {
    expect(displayName("GST Certificate (final).JPG")).toBe("GST Certificate (final).JPG");
    expect(displayName("प्रमाणपत्र.jpg")).toBe("प्रमाणपत्र.jpg");
    // Decomposed accents are composed (NFC), so a search finds "Café" however the computer spelt it.
    expect(displayName("Cafe\u0301.png")).toBe("Café.png");
  });

  it("keeps only the last part of a path, whichever slashes it uses", () => {
    expect(displayName("../../../evil.png")).toBe("evil.png");
    expect(displayName("C:\\Users\\Asha\\Pictures\\logo.png")).toBe("logo.png");
  });

  it("drops control, bidi and zero-width characters and lone surrogates, and collapses white space", () => {
    // A right-to-left override would show "photo\u202Egnp.exe" as "photoexe.png".
    expect(displayName("photo\u202Egnp.exe")).toBe("photognp.exe");
    expect(displayName("a\u0000b\u0007c\u200Bd\uFEFF.png")).toBe("abcd.png");
    expect(displayName("x\uD800y.png")).toBe("xy.png");
    expect(displayName("  two\t\twords \n here.png ")).toBe("two words here.png");
  });

  it("is at most UPLOAD_DISPLAY_NAME_MAX characters, never half a character, and empty for no name", () => {
    const long = displayName(`${"अ".repeat(300)}.png`);
    expect([...long]).toHaveLength(UPLOAD_DISPLAY_NAME_MAX);
    expect(displayName(`${"😀".repeat(250)}.png`)).toBe("😀".repeat(UPLOAD_DISPLAY_NAME_MAX));
    expect(displayName("")).toBe("");
    expect(displayName("   ")).toBe("");
    expect(displayName(undefined)).toBe("");
    expect(displayName(42)).toBe("");
  });
});

describe("fileStem", () => {
  it("makes lower-case ASCII words joined by hyphens, without the extension", () => {
    expect(stem("GST Certificate (final).JPG")).toBe("gst-certificate-final");
    expect(stem("Team_photo--2024.jpeg")).toBe("team-photo-2024");
    expect(stem("Café Déjà vu.png")).toBe("cafe-deja-vu");
    expect(stem("report.v2.final.png")).toBe("report-v2-final");
  });

  it("transliterates other scripts, and falls back to UPLOAD_STEM_FALLBACK when nothing is left", () => {
    expect(stem("हिंदी फोटो 2024.jpg")).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-2024$/);
    expect(stem("GST 证书.png")).toBe("gst-zheng-shu");
    expect(stem("....png")).toBe(UPLOAD_STEM_FALLBACK);
    expect(stem("")).toBe(UPLOAD_STEM_FALLBACK);
    expect(stem("🙂🙂.png")).toBe(UPLOAD_STEM_FALLBACK);
  });

  it("cuts a long name at a hyphen to at most UPLOAD_STEM_MAX characters", () => {
    const cut = stem(`${"word ".repeat(40)}.png`);
    expect(cut.length).toBeLessThanOrEqual(UPLOAD_STEM_MAX);
    expect(cut).toMatch(/^word(-word)*$/);
    expect(stem(`${"a".repeat(100)}.png`)).toBe("a".repeat(UPLOAD_STEM_MAX));
  });

  it("never makes the name of a responsive variant, and every stem makes an upload's name", () => {
    expect(stem("logo-480w.webp")).toBe("logo-480w-image");
    expect(stem("banner 1200W.png")).toBe("banner-1200w-image");
    for (const name of ["GST Certificate (final).JPG", "logo-480w.webp", "प्रमाणपत्र.jpg", "....png", "../x/y.png", `${"b".repeat(500)}.png`]) {
      for (const ext of ["png", "jpg", "webp", "avif"]) expect(isUploadName(`${stem(name)}.${ext}`), `${name} as .${ext}`).toBe(true);
      expect(stem(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
