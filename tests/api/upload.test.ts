import fs from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { IMAGE_UPLOAD_MAX_BYTES } from "../../src/shared/constants";
import { messages } from "../../src/shared/messages";
import { startTestServer, type TestServer } from "../fixtures/server";

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const png = (size = 64) => Buffer.concat([PNG_HEAD, Buffer.alloc(Math.max(0, size - PNG_HEAD.length), 7)]);
const jpeg = (size = 64) => Buffer.concat([JPEG_HEAD, Buffer.alloc(Math.max(0, size - JPEG_HEAD.length), 9)]);

/** Polls (the machine may be busy) until the condition holds or 10 s have passed. */
async function until(condition: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000;
  while (!(await condition()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
}

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

  it("stores a PNG under a random name and answers { url }", async () => {
    const data = png(2048);
    const res = await upload({ data });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(await fs.readdir(uploadsDir)).toEqual([url.slice("/uploads/".length)]);
    const served = await s.api(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(data)).toBe(true);
  });

  it("stores a JPEG as .jpg, for an editor too", async () => {
    const res = await upload({ filename: "photo.jpeg", type: "image/jpeg", data: jpeg() }, await s.tokenFor("editor"));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { url: string }).url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
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
    expect(await res.json()).toEqual({ error: messages.unsupportedImage });
    await expectNothingStored();
  });

  it("rejects a 6 MB image with 413 and deletes the partial file", async () => {
    const res = await upload({ data: png(6 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: messages.imageTooLarge });
    await expectNothingStored();
  });

  it("accepts an image just under 5 MB and refuses one of exactly 5 MB ('less than 5MB')", async () => {
    expect((await upload({ data: png(IMAGE_UPLOAD_MAX_BYTES - 1) })).status).toBe(201);
    const exact = await upload({ data: png(IMAGE_UPLOAD_MAX_BYTES) });
    expect(exact.status).toBe(413);
    expect((await fs.readdir(uploadsDir)).filter((f) => f.startsWith("."))).toEqual([]);
  });

  it("ignores the client's file name: ../ in it cannot escape the uploads directory", async () => {
    const res = await upload({ filename: "../../../evil.png", data: png() });
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(await fs.readdir(uploadsDir)).toEqual([path.basename(url)]);
    await expect(fs.access(path.join(uploadsDir, "..", "evil.png"))).rejects.toThrow();
    await expect(fs.access(path.join(uploadsDir, "..", "..", "evil.png"))).rejects.toThrow();
  });

  it("requires a staff token", async () => {
    const res = await upload({ data: png() }, null);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: messages.unauthenticated });
    await expectNothingStored();
  });

  it("answers 400 when the image field is missing or named differently", async () => {
    const wrong = await upload({ name: "file", data: png() });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toMatch(/^image /);
    const { body, contentType } = multipart([{ name: "title", data: "hello" }]);
    const noFile = await s.api("/api/upload", { method: "POST", token: admin, headers: { "content-type": contentType }, body });
    expect(noFile.status).toBe(400);
    await expectNothingStored();
  });

  it("answers 400 to a body that is not multipart", async () => {
    const res = await s.api("/api/upload", { method: "POST", token: admin, json: { image: "x" } });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/^image /);
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
    await until(async () => (await fs.readdir(uploadsDir)).length > 0);
    expect((await fs.readdir(uploadsDir)).some((f) => f.startsWith(".part-"))).toBe(true);
    req.destroy();
    await until(async () => (await fs.readdir(uploadsDir)).length === 0);
    await expectNothingStored();
    expect((await upload({ data: png() })).status).toBe(201);
  });
});
