import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  cleanDocument,
  createVirusScanner,
  decryptDocument,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_KEY_FILE,
  encryptDocument,
  loadDocumentsKey,
  pdfProblem,
  sniffDocumentType,
} from "../../src/server/services/document-files";
import { tempDir } from "../fixtures/temp";

const solid = (width = 40, height = 20) => sharp({ create: { width, height, channels: 3, background: "#336699" } });

/** A one-page PDF written by hand, with `catalog` added to its catalog dictionary. */
const handPdf = (catalog = "") =>
  Buffer.from(
    `%PDF-1.7
1 0 obj << /Type /Catalog /Pages 2 0 R ${catalog} >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`,
    "latin1",
  );

/** A real PDF, as pdfkit writes it (compressed content stream, an /Info dictionary). */
async function pdfkitPdf(text = "PAN card of the director"): Promise<Buffer> {
  const doc = new PDFDocument();
  const parts: Buffer[] = [];
  doc.on("data", (b: Buffer) => parts.push(b));
  const done = new Promise((resolve) => doc.on("end", resolve));
  doc.text(text);
  doc.end();
  await done;
  return Buffer.concat(parts);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A well-formed PNG claiming width x height whose pixel data is one byte: its header reads, its body never decodes. */
function pngWithoutPixels(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk("IHDR", ihdr), pngChunk("IDAT", deflateSync(Buffer.alloc(1))), pngChunk("IEND", Buffer.alloc(0))]);
}

describe("sniffDocumentType", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(() => cleanup());

  it("reads the type from the bytes, whatever the file is called", async () => {
    await solid().png().toFile(path.join(dir, "passport.pdf"));
    expect(sniffDocumentType(await fs.readFile(path.join(dir, "passport.pdf")))).toBe("image/png");
    expect(sniffDocumentType(await solid().jpeg().toBuffer())).toBe("image/jpeg");
    expect(sniffDocumentType(await solid().webp().toBuffer())).toBe("image/webp");
    expect(sniffDocumentType(await pdfkitPdf())).toBe("application/pdf");
    expect(sniffDocumentType(handPdf())).toBe("application/pdf");
  });

  it("answers null for anything else: text, an empty file, a RIFF that is not WebP, a PDF header not at the start", () => {
    expect(sniffDocumentType(Buffer.from("PAN: ABCDE1234F\n"))).toBeNull();
    expect(sniffDocumentType(Buffer.alloc(0))).toBeNull();
    expect(sniffDocumentType(Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt ", "latin1"))).toBeNull();
    expect(sniffDocumentType(Buffer.concat([Buffer.from("<html>"), handPdf()]))).toBeNull();
    expect(sniffDocumentType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });

  it("has an extension for each type", () => {
    expect(DOCUMENT_EXTENSIONS).toEqual({ "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" });
  });
});

describe("pdfProblem", () => {
  it("accepts a plain PDF, hand-written or pdfkit's", async () => {
    expect(pdfProblem(handPdf())).toBeNull();
    expect(pdfProblem(await pdfkitPdf())).toBeNull();
  });

  it("refuses JavaScript, a launch action and embedded files", () => {
    expect(pdfProblem(handPdf("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"))).toBe("javascript");
    expect(pdfProblem(handPdf("/AA << /O << /JS (app.alert(1)) >> >>"))).toBe("javascript");
    expect(pdfProblem(handPdf("/OpenAction << /S /Launch /F (calc.exe) >>"))).toBe("launch");
    expect(pdfProblem(handPdf("/Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >>"))).toBe("embedded");
    expect(pdfProblem(handPdf("/X << /Type /EmbeddedFile >>"))).toBe("embedded");
  });

  it("decodes #xx escapes in names before comparing them", () => {
    expect(pdfProblem(handPdf("/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>"))).toBe("javascript");
    expect(pdfProblem(handPdf("/OpenAction << /S /#4c#61#75#6E#63#68 >>"))).toBe("launch");
    expect(pdfProblem(handPdf("/Names << /Embedded#46iles 4 0 R >>"))).toBe("embedded");
  });

  it("compares whole names: /JSON, /JavaScripts or /Launcher are not active content", () => {
    expect(pdfProblem(handPdf("/JSON 1 /JavaScripts 2 /Launcher 3 /EmbeddedFileX 4"))).toBeNull();
  });

  it("names JavaScript first when a PDF has several problems", () => {
    expect(pdfProblem(handPdf("/Names << /EmbeddedFiles 4 0 R >> /OpenAction << /S /Launch >> /AA << /O << /S /JavaScript >> >>"))).toBe("javascript");
  });

  it("answers not-pdf for anything that does not start as a PDF", () => {
    expect(pdfProblem(Buffer.from("hello"))).toBe("not-pdf");
    expect(pdfProblem(Buffer.concat([Buffer.from("\n\n"), handPdf()]))).toBe("not-pdf");
  });
});

describe("cleanDocument", () => {
  it("re-encodes a JPEG without its EXIF (GPS included), still a JPEG", async () => {
    const input = await solid()
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneCo", Model: "Snap 9", Copyright: "Client" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "19/1 4/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "72/1 52/1 0/1" },
      })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes(Buffer.from("PhoneCo"))).toBe(true);

    const out = await cleanDocument(input);
    if (!out.ok) throw new Error(`refused: ${out.reason}`);
    expect(out.type).toBe("image/jpeg");
    expect(sniffDocumentType(out.bytes)).toBe("image/jpeg");
    const after = await sharp(out.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(out.bytes.includes(Buffer.from("PhoneCo"))).toBe(false);
    expect([after.width, after.height]).toEqual([40, 20]);
  });

  it("turns the pixels as the EXIF orientation says, then drops the orientation", async () => {
    const input = await solid(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const out = await cleanDocument(input);
    if (!out.ok) throw new Error(`refused: ${out.reason}`);
    const after = await sharp(out.bytes).metadata();
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(after.orientation).toBeUndefined();
  });

  it("drops an embedded colour profile, the colours converted to sRGB", async () => {
    const input = await solid().withIccProfile("p3").png().toBuffer();
    expect((await sharp(input).metadata()).icc).toBeDefined();
    const out = await cleanDocument(input);
    if (!out.ok) throw new Error(`refused: ${out.reason}`);
    expect((await sharp(out.bytes).metadata()).icc).toBeUndefined();
  });

  it("keeps the format: a PNG is a PNG (whatever it was called), a WebP a WebP", async () => {
    const png = await cleanDocument(await solid().png().withMetadata().toBuffer());
    expect(png.ok && png.type).toBe("image/png");
    expect(png.ok && sniffDocumentType(png.bytes)).toBe("image/png");
    const webp = await cleanDocument(
      await solid()
        .webp()
        .withExif({ IFD0: { Make: "PhoneCo" } })
        .toBuffer(),
    );
    expect(webp.ok && webp.type).toBe("image/webp");
    expect(webp.ok && (await sharp(webp.bytes).metadata()).exif).toBeUndefined();
  });

  it("keeps a clean PDF byte for byte and refuses one with active content", async () => {
    const pdf = await pdfkitPdf();
    const out = await cleanDocument(pdf);
    expect(out.ok && out.type).toBe("application/pdf");
    expect(out.ok && out.bytes.equals(pdf)).toBe(true);
    expect(await cleanDocument(handPdf("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"))).toEqual({ ok: false, reason: "pdf-active" });
  });

  it("refuses a file over 10 MB by one byte, before looking at it", async () => {
    expect(await cleanDocument(Buffer.alloc(DOCUMENT_MAX_BYTES + 1))).toEqual({ ok: false, reason: "too-large" });
    const atLimit = Buffer.concat([handPdf(), Buffer.alloc(DOCUMENT_MAX_BYTES - handPdf().length, 0x20)]);
    expect(atLimit.length).toBe(DOCUMENT_MAX_BYTES);
    expect((await cleanDocument(atLimit)).ok).toBe(true);
  });

  it("refuses text, and an image whose header says it is too large without decoding it", async () => {
    expect(await cleanDocument(Buffer.from("not a document"))).toEqual({ ok: false, reason: "type" });
    // 100 megapixels in a 66-byte file: too large, not unreadable, because only its header was read.
    expect(await cleanDocument(pngWithoutPixels(10_000, 10_000))).toEqual({ ok: false, reason: "image-too-large" });
  });

  it("answers unreadable for an image whose header or body does not decode", async () => {
    expect(await cleanDocument(Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]))).toEqual({ ok: false, reason: "unreadable" });
    expect(await cleanDocument(pngWithoutPixels(40, 20))).toEqual({ ok: false, reason: "unreadable" });
  });
});

describe("documents at rest", () => {
  const key = Buffer.alloc(32, 7);
  const plain = Buffer.from("Aadhaar 1234 5678 9012, Priya Sharma, born 1990-01-01. ".repeat(40));

  it("round-trips, with a random IV each time, and the blob holds none of the plain bytes", () => {
    const blob = encryptDocument(key, plain, "doc-1");
    expect(blob.subarray(0, 4).toString()).toBe("CRD1");
    expect(blob.length).toBe(4 + 12 + plain.length + 16);
    expect(blob.includes(plain.subarray(0, 16))).toBe(false);
    expect(blob.includes(Buffer.from("Aadhaar"))).toBe(false);
    expect(decryptDocument(key, blob, "doc-1").equals(plain)).toBe(true);
    expect(encryptDocument(key, plain, "doc-1").equals(blob)).toBe(false);
    expect(decryptDocument(key, encryptDocument(key, Buffer.alloc(0), "empty"), "empty").length).toBe(0);
  });

  it("throws for a wrong key, a wrong aad, any flipped byte or a cut blob", () => {
    const blob = encryptDocument(key, plain, "doc-1");
    expect(() => decryptDocument(Buffer.alloc(32, 8), blob, "doc-1")).toThrow();
    expect(() => decryptDocument(key, blob, "doc-2")).toThrow();
    // The magic, the IV, the first and last ciphertext byte, the tag.
    for (const at of [0, 4, 16, blob.length - 17, blob.length - 1]) {
      const bad = Buffer.from(blob);
      bad[at] = (bad[at] ?? 0) ^ 0x01;
      expect(() => decryptDocument(key, bad, "doc-1"), `byte ${at}`).toThrow();
    }
    expect(() => decryptDocument(key, blob.subarray(0, blob.length - 1), "doc-1")).toThrow();
    expect(() => decryptDocument(key, blob.subarray(0, 20), "doc-1")).toThrow();
  });
});

describe("loadDocumentsKey", () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeEach(async () => ({ dir, cleanup } = await tempDir()));
  afterEach(() => cleanup());

  it("generates a key once into a 0600 file and returns the same key afterwards", async () => {
    const first = loadDocumentsKey(dir);
    expect(first.length).toBe(32);
    const file = path.join(dir, DOCUMENTS_KEY_FILE);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    const text = await fs.readFile(file, "utf8");
    expect(loadDocumentsKey(dir).equals(first)).toBe(true);
    expect(await fs.readFile(file, "utf8")).toBe(text);
    expect(await fs.readdir(dir)).toEqual([DOCUMENTS_KEY_FILE]);
  });

  it("narrows a key file readable by others to 0600", async () => {
    const first = loadDocumentsKey(dir);
    const file = path.join(dir, DOCUMENTS_KEY_FILE);
    await fs.chmod(file, 0o644);
    expect(loadDocumentsKey(dir).equals(first)).toBe(true);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  });

  it("refuses a key file that holds no key, and leaves it for a restore", async () => {
    const file = path.join(dir, DOCUMENTS_KEY_FILE);
    await fs.writeFile(file, "oops\n", { mode: 0o600 });
    expect(() => loadDocumentsKey(dir)).toThrow(/documents\.key/);
    expect(await fs.readFile(file, "utf8")).toBe("oops\n");
  });

  it("takes DOCUMENTS_KEY (64 hex or 44 base64 characters) over the file, and writes no file", async () => {
    const hex = "ab".repeat(32);
    expect(loadDocumentsKey(dir, hex).equals(Buffer.from(hex, "hex"))).toBe(true);
    expect(await fs.readdir(dir)).toEqual([]);
    loadDocumentsKey(dir);
    expect(loadDocumentsKey(dir, hex).equals(Buffer.from(hex, "hex"))).toBe(true);
    const b64 = Buffer.alloc(32, 9).toString("base64");
    expect(b64.length).toBe(44);
    expect(loadDocumentsKey(dir, b64).equals(Buffer.alloc(32, 9))).toBe(true);
  });

  it("throws for a DOCUMENTS_KEY of the wrong shape, naming the variable and the shape", () => {
    for (const bad of ["ab".repeat(31), "zz".repeat(32), "short", Buffer.alloc(31).toString("base64"), Buffer.alloc(33).toString("base64")]) {
      expect(() => loadDocumentsKey(dir, bad), bad).toThrow(/DOCUMENTS_KEY.*64 hexadecimal characters or 44 characters of base64/);
    }
  });
});

describe("createVirusScanner (without a daemon)", () => {
  it("is null when neither a host nor a socket is configured", () => {
    expect(createVirusScanner({})).toBeNull();
    expect(createVirusScanner({ port: 3310, timeoutMs: 1000 })).toBeNull();
  });

  /** A stand-in for clamd on TCP: answers PING, and an INSTREAM once its last (empty) chunk arrives, with `reply`. */
  async function fakeClamd() {
    const state = { reply: null as string | null };
    const sockets = new Set<net.Socket>();
    const server = net.createServer((s) => {
      sockets.add(s);
      let got = Buffer.alloc(0);
      s.on("data", (d) => {
        got = Buffer.concat([got, d]);
        if (state.reply === null) return; // a daemon that hangs: connected, never answering
        if (got.toString() === "PING") s.end("PONG\n");
        else if (got.subarray(0, 10).toString() === "zINSTREAM\0" && got.subarray(-4).equals(Buffer.alloc(4))) s.end(state.reply);
      });
    });
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    const close = async () => {
      for (const s of sockets) s.destroy();
      await new Promise((ok) => server.close(ok));
    };
    return { state, port: (server.address() as net.AddressInfo).port, close };
  }

  it("rejects when the daemon accepts the connection but never answers, after timeoutMs, and connects anew at the next scan", async () => {
    const clamd = await fakeClamd();
    try {
      const scanner = createVirusScanner({ host: "127.0.0.1", port: clamd.port, timeoutMs: 300 });
      const started = Date.now();
      await expect(scanner?.scan(Buffer.from("anything"))).rejects.toThrow(/did not answer within 300 ms/);
      expect(Date.now() - started).toBeLessThan(5_000);
      clamd.state.reply = "stream: OK\0";
      expect(await scanner?.scan(Buffer.from("anything"))).toEqual({ infected: false });
    } finally {
      await clamd.close();
    }
  });

  it("rejects an answer that is neither OK nor FOUND, and passes on the signature of one that is FOUND", async () => {
    const clamd = await fakeClamd();
    try {
      const scanner = createVirusScanner({ host: "127.0.0.1", port: clamd.port, timeoutMs: 2_000 });
      clamd.state.reply = "INSTREAM size limit exceeded. ERROR\0";
      await expect(scanner?.scan(Buffer.from("x"))).rejects.toThrow();
      clamd.state.reply = "stream: something else\0";
      await expect(scanner?.scan(Buffer.from("x"))).rejects.toThrow(/no verdict/);
      clamd.state.reply = "stream: Win.Test.EICAR_HDB-1 FOUND\0";
      expect(await scanner?.scan(Buffer.from("x"))).toEqual({ infected: true, signature: "Win.Test.EICAR_HDB-1" });
    } finally {
      await clamd.close();
    }
  });
});
