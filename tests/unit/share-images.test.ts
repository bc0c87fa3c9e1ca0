// Share images: cards drawn with the bundled font, crops of large uploads, the disk cache.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cardSvg, createShareImages, renderCard, renderCrop } from "../../src/server/services/share-images";
import { scriptRuns } from "../../src/server/fonts";
import { tempDir } from "../fixtures/temp";
import { site } from "../../src/shared/site";

const firm = { name: site.name, phones: site.phones };
import { defined } from "../fixtures/defined";

describe("share images", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(() => cleanup());

  it("draws a 1200x630 JPEG card of at most 300 KB, with the title's text on it", async () => {
    const card = await renderCard("Private Limited Company Registration in Coimbatore", "Company registration", firm);
    const info = await sharp(card).metadata();
    expect([info.width, info.height, info.format]).toEqual([1200, 630, "jpeg"]);
    expect(card.length).toBeLessThanOrEqual(300 * 1024);
    // Text was drawn: a card with another title differs in the title's area, not just anywhere.
    const other = await renderCard("Tagged LLP", "Company registration", firm);
    const area = (b: Buffer) => sharp(b).extract({ left: 80, top: 200, width: 1000, height: 200 }).greyscale().raw().toBuffer();
    const [a, b] = [await area(card), await area(other)];
    let differing = 0;
    for (let i = 0; i < a.length; i++) if (Math.abs(defined(a[i]) - defined(b[i])) > 60) differing++;
    expect(differing).toBeGreaterThan(5000);
  });

  it("draws a Hindi title shaped in a Devanagari font, its Latin form names in the Latin one", async () => {
    expect(scriptRuns("एलएलपी रजिस्ट्रेशन | LLP Act, 2008")).toEqual([
      { text: "एलएलपी रजिस्ट्रेशन | ", devanagari: true },
      { text: "LLP Act, 2008", devanagari: false },
    ]);
    const title = "प्राइवेट लिमिटेड कंपनी रजिस्ट्रेशन पुणे में";
    const svg = await cardSvg(title, "कंपनी रजिस्ट्रेशन", firm);
    // No glyph is missing: a font without Devanagari draws every letter as the same empty box (.notdef).
    const english = await cardSvg("Private Limited Company Registration in Pune", "Company registration", firm);
    expect(svg).not.toBe(english);
    const card = await renderCard(title, "कंपनी रजिस्ट्रेशन", firm);
    const other = await renderCard("एलएलपी रजिस्ट्रेशन", "कंपनी रजिस्ट्रेशन", firm);
    const area = (b: Buffer) => sharp(b).extract({ left: 80, top: 200, width: 1000, height: 200 }).greyscale().raw().toBuffer();
    const [a, b] = [await area(card), await area(other)];
    let differing = 0;
    for (let i = 0; i < a.length; i++) if (Math.abs(defined(a[i]) - defined(b[i])) > 60) differing++;
    expect(differing).toBeGreaterThan(5000);
    if (process.env.SHARE_CARD_OUT) await fs.writeFile(process.env.SHARE_CARD_OUT, card);
  });

  it("crops an upload to 1200x630 when it is large enough, and leaves a small one to the card", async () => {
    const big = path.join(dir, "big.png");
    const small = path.join(dir, "small.png");
    await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#336699" } })
      .png()
      .toFile(big);
    await sharp({ create: { width: 800, height: 600, channels: 3, background: "#336699" } })
      .png()
      .toFile(small);
    const crop = await renderCrop(big);
    expect(crop && (await sharp(crop).metadata())).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
    expect(await renderCrop(small)).toBeUndefined();
  });

  it("makes each image once, keeps it on disk, and makes a new one when the title changes", async () => {
    const images = createShareImages(dir, () => firm);
    const first = await images.image({ title: "About Us", label: "Company" });
    const files = await fs.readdir(images.cacheDir);
    expect(files).toHaveLength(1);
    await fs.writeFile(path.join(images.cacheDir, defined(files[0])), "cached");
    expect((await images.image({ title: "About Us", label: "Company" })).toString()).toBe("cached");
    const renamed = await images.image({ title: "About the firm", label: "Company" });
    expect(renamed.equals(first)).toBe(false);
    expect(await fs.readdir(images.cacheDir)).toHaveLength(2);
  });

  it("keeps the crop of an upload, made when it is uploaded, whatever the post's title", async () => {
    const images = createShareImages(dir, () => firm);
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#aa3344" } })
      .png()
      .toFile(path.join(dir, "photo.png"));
    await images.prepare("/uploads/photo.png");
    expect(await fs.readdir(images.cacheDir)).toHaveLength(1);
    const shared = await images.image({ upload: "/uploads/photo.png", title: "Any title", label: "Blog" });
    expect(await sharp(shared).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(await fs.readdir(images.cacheDir)).toHaveLength(1);
    // A small upload gets the card instead.
    await sharp({ create: { width: 600, height: 400, channels: 3, background: "#aa3344" } })
      .png()
      .toFile(path.join(dir, "small.png"));
    const card = await images.image({ upload: "/uploads/small.png", title: "Small photo post", label: "Blog" });
    expect(card.equals(await renderCard("Small photo post", "Blog", { name: firm.name, phones: firm.phones.slice(0, 1) }))).toBe(true);
  });

  it("draws the firm's stored name and phone: a change of them redraws the card", async () => {
    let current = { name: "Company Registration Delhi", phones: ["+91 98110 45632"] };
    const images = createShareImages(dir, () => current);
    const before = await images.image({ title: "About Us", label: "Company" });
    expect((await images.image({ title: "About Us", label: "Company" })).equals(before)).toBe(true);
    current = { name: "Company Registration Delhi", phones: ["+91 99999 00000"] };
    const after = await images.image({ title: "About Us", label: "Company" });
    expect(after.equals(before)).toBe(false);
    expect(after.equals(await renderCard("About Us", "Company", current))).toBe(true);
    expect(await fs.readdir(images.cacheDir)).toHaveLength(2);
  });
});
