import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IMAGE_UPLOAD_MAX_BYTES } from "../../src/shared/constants";
import { apiMessages, hardeningMessages } from "../../src/shared/api-messages";
import { startTestServer, type TestServer } from "../fixtures/server";

// Real, decodable images (the server makes WebP variants of every upload), padded to a given size:
// decoders stop at the image's end marker, so the padding only makes the file larger.
const square = () => sharp({ create: { width: 16, height: 16, channels: 3, background: "#1f4fd1" } });
const REAL_PNG = await square().png().toBuffer();
const REAL_JPEG = await square().jpeg().toBuffer();
const padTo = (image: Buffer, size: number) => Buffer.concat([image, Buffer.alloc(Math.max(0, size - image.length), 0)]);
const png = (size = 64) => padTo(REAL_PNG, size);
const jpeg = (size = 64) => padTo(REAL_JPEG, size);

/** How many entries a folder holds (polled with expect.poll: the machine may be busy). */
const entriesOf = (dir: string) => fs.readdir(dir).then((names) => names.length);

/** A hand-built multipart body, so the test controls the raw filename and declared type. */
function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += "\r\n";
    if (p.type) head += `Content-Type: ${p.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(p.data), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe("POST /api/upload", () => {
  let s: TestServer;
  let admin: string;
  let uploadsDir: string;
  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.tokenFor("admin");
    uploadsDir = s.services.config.uploadsDir;
  });
  afterAll(() => s.close());
  beforeEach(async () => {
    for (const f of await fs.readdir(uploadsDir)) await fs.rm(path.join(uploadsDir, f), { force: true });
  });

  function upload(file: { filename?: string; type?: string; data: Buffer | string; name?: string }, token: string | null = admin) {
    const { body, contentType } = multipart([{ name: file.name ?? "image", filename: file.filename ?? "photo.png", type: file.type ?? "image/png", data: file.data }]);
    return s.api("/api/upload", { method: "POST", token: token ?? undefined, headers: { "content-type": contentType }, body });
  }

  async function expectNothingStored() {
    expect(await fs.readdir(uploadsDir)).toEqual([]);
  }

  it("stores a PNG under its file's name and answers { url, data, duplicate: false }", async () => {
    const data = png(2048);
    const res = await upload({ data });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { url: string; data: { name: string; originalName: string }; duplicate: boolean };
    const { url } = answer;
    // "photo.png", or with a short suffix when an earlier test's record holds the name.
    expect(url).toMatch(/^\/uploads\/photo(-[0-9a-f]{6})?\.png$/);
    expect(answer).toMatchObject({ data: { name: path.basename(url), originalName: "photo.png" }, duplicate: false });
    const base = url.slice("/uploads/".length, -".png".length);
    // The original and its WebP variants for srcset.
    expect((await fs.readdir(uploadsDir)).sort()).toEqual([`${base}-1200w.webp`, `${base}-480w.webp`, `${base}-800w.webp`, `${base}.png`]);
    expect((await s.api(`/uploads/${base}-480w.webp`)).headers.get("content-type")).toBe("image/webp");
    const served = await s.api(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    // A clean copy of the image (re-encoded without metadata; the padding after its end is gone).
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 16, 16]);
  });

  it("refuses a file with PNG's first bytes that is not a decodable image (415), leaving nothing", async () => {
    const fake = Buffer.concat([REAL_PNG.subarray(0, 8), Buffer.alloc(2048, 7)]);
    const res = await upload({ data: fake });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: apiMessages.unsupportedImage });
    await expectNothingStored();
  });

  it("stores a JPEG as .jpg, for an editor too", async () => {
    const res = await upload({ filename: "photo.jpeg", type: "image/jpeg", data: jpeg() }, await s.tokenFor("editor"));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { url: string }).url).toMatch(/^\/uploads\/photo(-[0-9a-f]{6})?\.jpg$/);
  });

  it("goes by the bytes, not the name: a PNG renamed .jpg is accepted and stored as .png", async () => {
    const res = await upload({ filename: "renamed.jpg", type: "image/jpeg", data: png() });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { url: string }).url).toMatch(/\.png$/);
  });

  it.each([
    ["a text file", "notes.png", "text/plain", "just some text, not an image at all"],
    ["an SVG", "logo.png", "image/png", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'],
    ["a PHP script", "shell.png", "image/png", "<?php system($_GET['cmd']); ?>"],
    ["a GIF", "anim.png", "image/png", "GIF89a\x01\x00\x01\x00"],
    ["an empty file", "empty.png", "image/png", ""],
  ])("rejects %s named .png with 415 and leaves nothing on disk", async (_label, filename, type, data) => {
    const res = await upload({ filename, type, data });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: apiMessages.unsupportedImage });
    await expectNothingStored();
  });

  it("rejects a 6 MB image with 413 and deletes the partial file", async () => {
    const res = await upload({ data: png(6 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: apiMessages.imageTooLarge });
    await expectNothingStored();
  });

  it("accepts an image just under 5 MB and refuses one of exactly 5 MB ('less than 5MB')", async () => {
    expect((await upload({ data: png(IMAGE_UPLOAD_MAX_BYTES - 1) })).status).toBe(201);
    const exact = await upload({ data: png(IMAGE_UPLOAD_MAX_BYTES) });
    expect(exact.status).toBe(413);
    expect((await fs.readdir(uploadsDir)).filter((f) => f.startsWith("."))).toEqual([]);
  });

  it("keeps only the last part of the client's file name: ../ in it cannot escape the uploads directory", async () => {
    const res = await upload({ filename: "../../../evil.png", data: png() });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/evil(-[0-9a-f]{6})?\.png$/);
    expect((await fs.readdir(uploadsDir)).filter((f) => !f.endsWith(".webp"))).toEqual([path.basename(url)]);
    await expect(fs.access(path.join(uploadsDir, "..", "evil.png"))).rejects.toThrow();
    await expect(fs.access(path.join(uploadsDir, "..", "..", "evil.png"))).rejects.toThrow();
  });

  it("requires a staff token", async () => {
    const res = await upload({ data: png() }, null);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: apiMessages.unauthenticated });
    await expectNothingStored();
  });

  it("answers 400 when the image field is missing or named differently", async () => {
    const wrong = await upload({ name: "file", data: png() });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toMatch(/^Image /);
    const { body, contentType } = multipart([{ name: "title", data: "hello" }]);
    const noFile = await s.api("/api/upload", { method: "POST", token: admin, headers: { "content-type": contentType }, body });
    expect(noFile.status).toBe(400);
    await expectNothingStored();
  });

  it("answers 400 to a body that is not multipart", async () => {
    const res = await s.api("/api/upload", { method: "POST", token: admin, json: { image: "x" } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/^Image /);
  });

  it("answers 400 to a truncated multipart body, leaves nothing behind and keeps serving", async () => {
    const { body, contentType } = multipart([{ name: "image", filename: "a.png", type: "image/png", data: png(4096) }]);
    const res = await s.api("/api/upload", { method: "POST", token: admin, headers: { "content-type": contentType }, body: body.subarray(0, body.length - 30) });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/malformed/);
    await expectNothingStored();
    expect((await upload({ data: png() })).status).toBe(201);
  });

  it("removes the partial file when the client goes away mid-upload, and keeps serving", async () => {
    const { body, contentType } = multipart([{ name: "image", filename: "a.png", type: "image/png", data: png(3 * 1024 * 1024) }]);
    const req = http.request(`${s.url}/api/upload`, { method: "POST", headers: { "content-type": contentType, "content-length": body.length, authorization: `Bearer ${admin}` } });
    req.on("error", () => undefined);
    req.write(body.subarray(0, 1024 * 1024));
    // Wait until the server has started writing the part file, then hang up.
    await expect.poll(() => entriesOf(uploadsDir), { timeout: 10_000, interval: 25 }).toBeGreaterThan(0);
    expect((await fs.readdir(uploadsDir)).some((f) => f.startsWith(".part-"))).toBe(true);
    req.destroy();
    await expect.poll(() => entriesOf(uploadsDir), { timeout: 10_000, interval: 25 }).toBe(0);
    await expectNothingStored();
    expect((await upload({ data: png() })).status).toBe(201);
  });

  describe("metadata and pixel limits", () => {
    it("serves a JPEG without its EXIF (camera, GPS), its orientation applied to the pixels", async () => {
      const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#c33" } })
        .jpeg()
        .withExif({ IFD0: { Make: "SpyCam", Model: "Pocket 9", Software: "secret-tool" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "28/1 36/1 0/1" } })
        .withMetadata({ orientation: 6 }) // "rotate 90 degrees clockwise to display"
        .toBuffer();
      const sent = await sharp(photo).metadata();
      expect([sent.orientation, sent.exif?.includes("SpyCam")]).toEqual([6, true]);

      const res = await upload({ data: photo, filename: "holiday.jpg", type: "image/jpeg" });
      expect(res.status).toBe(201);
      const { url } = (await res.json()) as { url: string };
      const served = Buffer.from(await (await s.api(url)).arrayBuffer());
      const meta = await sharp(served).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([20, 40]); // turned upright
      expect(served.includes("SpyCam")).toBe(false);
      expect(served.includes("GPS")).toBe(false);
      const variant = await sharp(path.join(uploadsDir, `${path.basename(url, ".jpg")}-480w.webp`)).metadata();
      expect([variant.exif, variant.width, variant.height]).toEqual([undefined, 20, 40]);
    });

    it("refuses an image over 24 megapixels with 413 and a clear message, from its header alone, leaving nothing", async () => {
      const res = await upload({ data: pngHeader(16383, 16383) });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ error: hardeningMessages.imageTooManyPixels });
      await expectNothingStored();
      // 6000 x 4000 is exactly the limit: not refused for its size (this one has no pixel data: 415).
      expect((await upload({ data: pngHeader(6000, 4001) })).status).toBe(413);
      expect((await upload({ data: pngHeader(6000, 4000) })).status).toBe(415);
    });

    it("refuses a tiny file of huge dimensions in every accepted format, from its header, before decoding it", async () => {
      // A 95 KB WebP of 6000 x 6000 (36 megapixels), made for real.
      const webp = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: "#1f4fd1" } })
        .webp({ effort: 0 })
        .toBuffer();
      // A few hundred bytes of AVIF that says 6000 x 6000: a real small AVIF with the size in its header raised
      // (encoding a real one here would cost the seconds and the gigabyte the limit is there to refuse).
      const avif = withAvifSize(
        await sharp({ create: { width: 64, height: 64, channels: 3, background: "#1f4fd1" } })
          .avif({ effort: 0 })
          .toBuffer(),
        6000,
        6000,
      );
      // 100 frames of 500 x 500: 25 megapixels decoded, in an 85 KB file.
      const frame = (c: string) =>
        sharp({ create: { width: 500, height: 500, channels: 3, background: c } })
          .png()
          .toBuffer();
      const frames = await Promise.all(Array.from({ length: 100 }, (_, i) => frame(i % 2 ? "#1f4fd1" : "#d11f4f")));
      const animated = await sharp(frames, { join: { animated: true } })
        .webp({ effort: 0, loop: 0, delay: 100 })
        .toBuffer();
      const jpegHuge = withJpegSize(REAL_JPEG, 7000, 7000);
      for (const [data, type, error] of [
        [webp, "image/webp", hardeningMessages.imageTooManyPixels],
        [avif, "image/avif", hardeningMessages.avifTooManyPixels],
        [animated, "image/webp", hardeningMessages.imageTooManyPixels],
        [jpegHuge, "image/jpeg", hardeningMessages.imageTooManyPixels],
      ] as const) {
        const res = await upload({ data, type, filename: "big" });
        expect(res.status, type).toBe(413);
        expect(await res.json()).toMatchObject({ error });
        await expectNothingStored();
      }
      // An animation within the limit is taken.
      expect(
        (
          await upload({
            data: await sharp(frames.slice(0, 4), { join: { animated: true } })
              .webp({ loop: 0, delay: 100 })
              .toBuffer(),
            type: "image/webp",
          })
        ).status,
      ).toBe(201);
    });

    it("eight decompression bombs at once are refused without the process growing by hundreds of MB", async () => {
      const before = process.memoryUsage().rss;
      const answers = await Promise.all(Array.from({ length: 8 }, () => upload({ data: pngHeader(16383, 16383) })));
      expect(answers.map((r) => r.status)).toEqual(Array(8).fill(413));
      expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
      await expectNothingStored();
    });
  });
});

/** An AVIF whose header (its "ispe" box) says `width` x `height`. */
function withAvifSize(avif: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(avif);
  const at = out.indexOf("ispe");
  out.writeUInt32BE(width, at + 8);
  out.writeUInt32BE(height, at + 12);
  return out;
}

/** A JPEG whose start-of-frame says `width` x `height`. */
function withJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  const at = out.indexOf(Buffer.from([0xff, 0xc0]));
  out.writeUInt16BE(height, at + 5);
  out.writeUInt16BE(width, at + 7);
  return out;
}

/** The start of a PNG (signature, IHDR of that size, an empty IDAT, IEND): the header of a decompression bomb. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(0))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
