// The media library (GET/PUT/DELETE /api/media), WebP and AVIF uploads, HEIC refused with a 415 that says what to do.
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { apiMessages } from "../../src/shared/api-messages";
import { MEDIA_PAGE_SIZE, type MediaItem, type UploadAnswer } from "../../src/shared/schemas/media";
import { startTestServer, useStaffServer } from "../fixtures/server";

const image = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#1f4fd1" } });
// Another colour each time, far apart (JPEG rounds near ones to the same bytes): the same bytes twice are one image of the library.
let shade = 0;
const distinct = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: (++shade * 53) % 256, g: (shade * 97) % 256, b: (shade * 29) % 256 } } });
const withExif = (s: Sharp) => s.withExif({ IFD0: { Copyright: "Secret Camera Owner", Artist: "GPS person" } });
// An iPhone photo's first bytes: an ISO-BMFF "ftyp" box with the HEIC brands (not decodable, as sharp's build has no HEVC).
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic"), Buffer.from([0, 0, 0, 0]), Buffer.from("mif1heic"), Buffer.alloc(200, 1)]);

type Page = { data: MediaItem[]; page: number; total: number };

describe("media library", () => {
  const t = useStaffServer();

  async function upload(data: Buffer, filename: string, type: string, token = t.admin) {
    const body = new FormData();
    body.append("image", new Blob([new Uint8Array(data)], { type }), filename);
    return t.s.api("/api/upload", { method: "POST", token, body });
  }
  const list = async (query = "", token = t.editor): Promise<Page> => {
    const res = await t.s.api(`/api/media${query}`, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as Page;
  };
  const entry = async (url: string) => (await list(`?q=${encodeURIComponent(path.basename(url))}`)).data.find((m) => m.url === url);

  it("accepts WebP and AVIF (checked by content, re-encoded, metadata stripped) and records who uploaded them", async () => {
    const webp = await withExif(image(40, 30).webp()).toBuffer();
    const avif = await withExif(image(32, 24).avif()).toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();
    for (const [data, ext, format, w, h] of [
      [webp, "webp", "webp", 40, 30],
      [avif, "avif", "heif", 32, 24],
    ] as const) {
      // The declared type and name are not believed: the bytes decide.
      const res = await upload(data, "holiday.png", "image/png", t.editor);
      expect(res.status).toBe(201);
      const { url } = (await res.json()) as { url: string };
      expect(url).toMatch(new RegExp(`^/uploads/[\\w-]+\\.${ext}$`));
      const stored = path.join(t.s.services.config.uploadsDir, path.basename(url));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif).toBeUndefined();
      const served = await fetch(t.s.url + url);
      expect(served.status).toBe(200);
      // Responsive WebP variants are made for them as for PNG and JPEG.
      await expect(fs.access(stored.replace(/\.\w+$/, "-480w.webp"))).resolves.toBeUndefined();
      const item = await entry(url);
      expect(item).toMatchObject({ url, alt: "", width: w, height: h, bytes: (await fs.stat(stored)).size, uploadedBy: "editor", usedBy: [] });
      expect(Date.parse(item!.uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it("refuses HEIC with a 415 that says to export the photo as JPEG, and stores nothing", async () => {
    const before = await fs.readdir(t.s.services.config.uploadsDir);
    const res = await upload(HEIC, "IMG_0001.HEIC", "image/heic");
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: apiMessages.heicImage });
    expect(apiMessages.heicImage).toMatch(/JPEG/);
    expect(await fs.readdir(t.s.services.config.uploadsDir)).toEqual(before);
    // Something else that is not an image keeps the general message.
    const other = await upload(Buffer.from("GIF89a............"), "a.gif", "image/gif");
    expect(other.status).toBe(415);
    expect(await other.json()).toMatchObject({ error: apiMessages.unsupportedImage });
  });

  it("lists newest first with paging and search by name or alt; alt text is saved once and answered", async () => {
    const urls: string[] = [];
    for (let i = 0; i < 3; i++)
      urls.push(
        (
          (await (
            await upload(
              await image(10 + i, 10)
                .png()
                .toBuffer(),
              "a.png",
              "image/png",
            )
          ).json()) as { url: string }
        ).url,
      );
    const all = await list();
    expect(all.page).toBe(1);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.data.slice(0, 3).map((m) => m.url)).toEqual(urls.toReversed());
    const name = path.basename(urls[1]!);
    const put = await t.s.api(`/api/media/${name}`, { method: "PUT", token: t.editor, json: { alt: "  Founders signing the MoA  " } });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { data: MediaItem }).data).toMatchObject({ name, alt: "Founders signing the MoA" });
    const found = await list("?q=moa");
    expect(found.total).toBe(1);
    expect(found.data[0]!.name).toBe(name);
    expect((await list(`?q=${name.slice(0, 8)}`)).data.map((m) => m.name)).toContain(name);
    expect((await list("?q=nothing-like-this")).total).toBe(0);
    const far = await list("?page=99");
    expect(far).toMatchObject({ data: [], page: 99 });
    for (const bad of ["?page=0", "?page=x", "?page=-1"]) {
      const res = await t.s.api(`/api/media${bad}`, { token: t.editor });
      expect(res.status).toBe(400);
      expect(await res.json()).toHaveProperty("error");
    }
    expect((await t.s.api(`/api/media/${name}`, { method: "PUT", token: t.editor, json: { alt: 5 } })).status).toBe(400);
    const missing = await t.s.api("/api/media/nope.png", { method: "PUT", token: t.editor, json: { alt: "x" } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: apiMessages.mediaNotFound });
  });

  it("says where each image is used (featured image, inline image, offer banner, news body) and refuses to delete it while used", async () => {
    const up = async () => ((await (await upload(await distinct(20, 20).jpeg().toBuffer(), "x.jpg", "image/jpeg")).json()) as { url: string }).url;
    const [featured, inline, banner, unused] = [await up(), await up(), await up(), await up()];
    const { services } = t.s;
    const post = await services.blogs.create({
      title: "Media post",
      excerpt: "media-post",
      content: `<p>Hi</p><img src="${inline}" alt="x">`,
      date: "2026-01-15",
      image: featured,
    });
    const offer = await services.offers.create({ mainHeading: "Media offer", bannerImage: banner, date: "2026-01-15" });
    const news = await services.news.create({ title: "Media news", body: `<p><img src="${banner}" alt=""></p>`, date: "2026-01-15" });
    expect((await entry(featured))!.usedBy).toEqual([{ type: "blog", id: post.id, title: "Media post" }]);
    expect((await entry(inline))!.usedBy).toEqual([{ type: "blog", id: post.id, title: "Media post" }]);
    expect((await entry(banner))!.usedBy).toEqual([
      { type: "offer", id: offer.id, title: "Media offer" },
      { type: "news", id: news.id, title: "Media news" },
    ]);

    const refused = await t.s.api(`/api/media/${path.basename(banner)}`, { method: "DELETE", token: t.editor });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: apiMessages.mediaInUse(["Media offer", "Media news"]) });
    await expect(fs.access(path.join(services.config.uploadsDir, path.basename(banner)))).resolves.toBeUndefined();

    // A post in the trash still uses its images (a restore must not come back broken).
    await t.s.api(`/api/blogs/${post.id}`, { method: "DELETE", token: t.editor });
    expect((await t.s.api(`/api/media/${path.basename(featured)}`, { method: "DELETE", token: t.editor })).status).toBe(409);

    const name = path.basename(unused);
    const gone = await t.s.api(`/api/media/${name}`, { method: "DELETE", token: t.editor });
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ data: { name } });
    await expect(fs.access(path.join(services.config.uploadsDir, name))).rejects.toThrow();
    await expect(fs.access(path.join(services.config.uploadsDir, name.replace(".jpg", "-480w.webp")))).rejects.toThrow();
    expect(await entry(unused)).toBeUndefined();
    expect((await fetch(t.s.url + unused)).status).toBe(404);
    expect((await t.s.api(`/api/media/${name}`, { method: "DELETE", token: t.editor })).status).toBe(404);
    // Names that are not uploads are simply not found.
    expect((await t.s.api(`/api/media/..%2Fusers.json`, { method: "DELETE", token: t.admin })).status).toBe(404);
  });

  it("counts a team member's photo (a staff profile's too) and an upload named in any text of an item as uses, and refuses to delete them", async () => {
    const up = async () => ((await (await upload(await distinct(20, 20).jpeg().toBuffer(), "x.jpg", "image/jpeg")).json()) as { url: string }).url;
    const [photo, linked] = [await up(), await up()];
    const saved = await t.s.api("/api/auth/profile", { method: "PUT", token: t.editor, json: { publicName: "CA Media Person", photo, showOnTeam: true } });
    expect(saved.status).toBe(200);
    const memberId = t.s.services.storage.teamMembers.find().find((m) => m.name === "CA Media Person")!.id;
    expect((await entry(photo))!.usedBy).toEqual([{ type: "team-member", id: memberId, title: "CA Media Person" }]);
    const refused = await t.s.api(`/api/media/${path.basename(photo)}`, { method: "DELETE", token: t.admin });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: apiMessages.mediaInUse(["CA Media Person"]) });
    expect((await fetch(t.s.url + photo)).status).toBe(200);

    // Not a field made for images: an offer's features that link to an upload still break without it.
    const offer = await t.s.services.offers.create({ mainHeading: "Linked offer", features: `Brochure: ${linked}`, date: "2026-01-15" });
    expect((await entry(linked))!.usedBy).toEqual([{ type: "offer", id: offer.id, title: "Linked offer" }]);
    expect((await t.s.api(`/api/media/${path.basename(linked)}`, { method: "DELETE", token: t.editor })).status).toBe(409);

    // Once the profile shows another photo, the old one may go.
    await t.s.api("/api/auth/profile", { method: "PUT", token: t.editor, json: { publicName: "CA Media Person", photo: "", showOnTeam: true } });
    expect((await t.s.api(`/api/media/${path.basename(photo)}`, { method: "DELETE", token: t.admin })).status).toBe(200);
  });
});

describe("media library: uploads keep their names, and the same bytes are stored once", () => {
  const t = useStaffServer();
  type Answer = UploadAnswer & { error?: string };
  async function upload(data: Buffer, filename: string, token = t.admin): Promise<{ status: number; body: Answer }> {
    const body = new FormData();
    body.append("image", new Blob([new Uint8Array(data)], { type: "image/png" }), filename);
    const res = await t.s.api("/api/upload", { method: "POST", token, body });
    return { status: res.status, body: (await res.json()) as Answer };
  }
  const files = async () => (await fs.readdir(t.s.services.config.uploadsDir)).toSorted();
  const search = async (q: string) => (await (await t.s.api(`/api/media?q=${encodeURIComponent(q)}`, { token: t.editor })).json()) as Page;

  it("names the stored file after the uploaded one and shows the uploaded name; a second upload of the same bytes is the first image (200, duplicate)", async () => {
    const bytes = await distinct(24, 16).png().toBuffer();
    const first = await upload(bytes, "GST Certificate (2024).png");
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ url: "/uploads/gst-certificate-2024.png", duplicate: false });
    expect(first.body.data).toMatchObject({
      name: "gst-certificate-2024.png",
      originalName: "GST Certificate (2024).png",
      url: "/uploads/gst-certificate-2024.png",
      width: 24,
      height: 16,
    });
    expect((await fetch(t.s.url + first.body.url)).status).toBe(200);
    const stored = await files();

    // The same bytes under another name, by another person: nothing is stored, the answer is the image already there.
    const again = await upload(bytes, "scan-copy.png", t.editor);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ url: first.body.url, data: first.body.data, duplicate: true });
    expect(await files()).toEqual(stored);
    const found = await search("certificate");
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({ name: "gst-certificate-2024.png", originalName: "GST Certificate (2024).png", uploadedBy: "Administrator" });
    expect((await search("scan-copy")).total).toBe(0);
  });

  it("gives different bytes under the same name a name of their own: two images, two addresses", async () => {
    const one = await upload(await distinct(20, 20).png().toBuffer(), "Office Front.png");
    const two = await upload(await distinct(20, 20).png().toBuffer(), "Office Front.png");
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(one.body.url).toBe("/uploads/office-front.png");
    expect(two.body.url).toMatch(/^\/uploads\/office-front-[0-9a-f]{6}\.png$/);
    expect((await fetch(t.s.url + two.body.url)).status).toBe(200);
    const listed = await search("office front");
    expect(listed.data.map((m) => m.url).toSorted()).toEqual([one.body.url, two.body.url].toSorted());
    expect(listed.data.map((m) => m.originalName)).toEqual(["Office Front.png", "Office Front.png"]);
  });

  it("stores the same bytes sent twice at once only once", async () => {
    const bytes = await distinct(18, 18).png().toBuffer();
    const both = await Promise.all([upload(bytes, "twice.png"), upload(bytes, "twice.png")]);
    expect(both.map((a) => a.status).toSorted()).toEqual([200, 201]);
    expect(new Set(both.map((a) => a.body.url)).size).toBe(1);
    expect((await search("twice")).total).toBe(1);
  });

  it("names an upload in another script by its transliteration, keeps a plain name for a name with nothing to keep, and shows the name as sent", async () => {
    const hindi = await upload(await distinct(10, 10).png().toBuffer(), "प्रमाणपत्र.png");
    expect(hindi.status).toBe(201);
    expect(hindi.body.url).toMatch(/^\/uploads\/[a-z0-9-]+\.png$/);
    expect(hindi.body.url).not.toMatch(/^\/uploads\/image/);
    expect(hindi.body.data.originalName).toBe("प्रमाणपत्र.png");
    const emoji = await upload(await distinct(10, 10).png().toBuffer(), "🙂.png");
    expect(emoji.body.url).toMatch(/^\/uploads\/image(-[0-9a-f]{6})?\.png$/);
    // A name shaped like a responsive variant's is never stored as one (it would be hidden from the library).
    const variant = await upload(await distinct(10, 10).png().toBuffer(), "logo-480w.png");
    expect(variant.body.url).toBe("/uploads/logo-480w-image.png");
    expect((await search("logo-480w")).total).toBe(1);
  });

  it("opens the page that holds an image (?at=), and refuses a malformed one", async () => {
    for (let i = 0; i < 26; i++) await upload(await distinct(8, 8).png().toBuffer(), `page filler ${i}.png`);
    const all = (await (await t.s.api("/api/media", { token: t.editor })).json()) as Page;
    expect(all.total).toBeGreaterThan(MEDIA_PAGE_SIZE);
    const oldest = ((await (await t.s.api(`/api/media?page=${Math.ceil(all.total / MEDIA_PAGE_SIZE)}`, { token: t.editor })).json()) as Page).data.at(-1)!;
    const at = (await (await t.s.api(`/api/media?at=${encodeURIComponent(oldest.name)}`, { token: t.editor })).json()) as Page;
    expect(at.page).toBe(Math.ceil(all.total / MEDIA_PAGE_SIZE));
    expect(at.data.map((m) => m.name)).toContain(oldest.name);
    // Within a search too; an image the search leaves out, or no such image, is page 1.
    expect(((await (await t.s.api(`/api/media?q=filler&at=${encodeURIComponent("page-filler-0.png")}`, { token: t.editor })).json()) as Page).page).toBe(2);
    expect(((await (await t.s.api(`/api/media?q=filler&at=${encodeURIComponent(oldest.name)}`, { token: t.editor })).json()) as Page).page).toBe(1);
    expect(((await (await t.s.api("/api/media?at=nope.png", { token: t.editor })).json()) as Page).page).toBe(1);
    const long = await t.s.api(`/api/media?at=${"a".repeat(301)}`, { token: t.editor });
    expect(long.status).toBe(400);
    expect(await long.json()).toHaveProperty("error");
  });
});

describe("media library: uploads found on the first start", () => {
  it("records the files already in UPLOADS_DIR (uploader unknown, dated by the file), not their variants, and forgets removed files", async () => {
    const s = await startTestServer();
    try {
      const dir = s.services.config.uploadsDir;
      await image(30, 20).png().toFile(path.join(dir, "older-upload.png"));
      await image(12, 12).jpeg().toFile(path.join(dir, "another.jpg"));
      await image(12, 12).webp().toFile(path.join(dir, "another-480w.webp"));
      await fs.writeFile(path.join(dir, "notes.txt"), "not an image");
      // What boot does at every start (src/server/boot.ts).
      expect(await s.services.media.discover()).toBe(2);
      expect(await s.services.media.discover()).toBe(0);
      const token = await s.tokenFor("admin");
      const page = (await (await s.api("/api/media", { token })).json()) as Page;
      expect(page.data.map((m) => m.name).toSorted()).toEqual(["another.jpg", "older-upload.png"]);
      const older = page.data.find((m) => m.name === "older-upload.png")!;
      expect(older).toMatchObject({ url: "/uploads/older-upload.png", alt: "", width: 30, height: 20, uploadedBy: "", usedBy: [] });
      expect(older.uploadedAt).toBe((await fs.stat(path.join(dir, "older-upload.png"))).mtime.toISOString());
      await fs.rm(path.join(dir, "another.jpg"));
      await s.services.media.discover();
      expect(((await (await s.api("/api/media", { token })).json()) as Page).total).toBe(1);
    } finally {
      await s.close();
    }
  });

  it("hashes the stored files of images kept before hashes were, so that an upload of those bytes finds them; old addresses keep working", async () => {
    const s = await startTestServer();
    try {
      const dir = s.services.config.uploadsDir;
      const name = "3f1c2a9e-4b7d-4e21-9a55-0c6f7d8e9b10.png";
      await distinct(14, 14).png().toFile(path.join(dir, name));
      // A record as an older version kept it: no hash, no uploaded name.
      s.services.storage.media.create({ name, alt: "Old logo", width: 14, height: 14, bytes: 1, uploadedAt: "2025-01-01T00:00:00.000Z" });
      expect(s.services.storage.media.get(name)?.sha256).toBeUndefined();
      await s.services.media.discover();
      expect(s.services.storage.media.get(name)?.sha256).toMatch(/^[0-9a-f]{64}$/);
      const token = await s.tokenFor("admin");
      const body = new FormData();
      body.append("image", new Blob([new Uint8Array(await fs.readFile(path.join(dir, name)))], { type: "image/png" }), "logo.png");
      const res = await s.api("/api/upload", { method: "POST", token, body });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ url: `/uploads/${name}`, duplicate: true, data: { name, alt: "Old logo", originalName: "" } });
      expect((await fetch(s.url + `/uploads/${name}`)).status).toBe(200);
    } finally {
      await s.close();
    }
  });
});
