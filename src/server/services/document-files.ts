// Clients' identity documents (PAN, Aadhaar, passport scans): what an upload is (read from its bytes), whether
// it is accepted (size, type, a PDF without active content, an image within the pixel limits), its cleaned
// bytes (images re-encoded without metadata), its encryption at rest, and the ClamAV scan it passes first.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type NodeClam from "clamscan";
import { loadSharp } from "../lazy-modules";
import { IMAGE_MAX_DECODED_BYTES, IMAGE_MAX_PIXELS, withImageSlot } from "./images";

export type DocumentType = "application/pdf" | "image/jpeg" | "image/png" | "image/webp";

export const DOCUMENT_EXTENSIONS: Record<DocumentType, string> = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** 10 MB per file: a multi-page scan at 300 dpi fits; the whole upload is held in memory while it is checked. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
// A PDF's header must open the file. Readers accept it anywhere in the first 1024 bytes, which is what lets a
// file be a PDF and something else at once (a polyglot); a scanner or a PDF tool writes it at byte 0.
const PDF_HEADER = /^%PDF-[12]\.\d/;

/** The type read from the bytes (magic numbers), never from a name or a header; null when none of the four. */
export function sniffDocumentType(bytes: Buffer): DocumentType | null {
  if (PDF_HEADER.test(bytes.subarray(0, 8).toString("latin1"))) return "application/pdf";
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "image/png";
  if (bytes.subarray(0, 3).equals(JPEG_SIGNATURE)) return "image/jpeg";
  // RIFF, the chunk's size (4 bytes), then WEBP.
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "image/webp";
  return null;
}

/** The PDF names that make a document act when opened, and the reason each is refused for. */
const ACTIVE_PDF_NAMES: Record<string, "javascript" | "launch" | "embedded"> = {
  JavaScript: "javascript",
  JS: "javascript",
  Launch: "launch",
  EmbeddedFile: "embedded",
  EmbeddedFiles: "embedded",
};
const REASON_ORDER = ["javascript", "launch", "embedded"] as const;

// A name is a slash and the regular characters after it (PDF 32000-1, 7.3.5): anything but white space and the
// delimiters ( ) < > [ ] { } / %.
// eslint-disable-next-line no-control-regex -- NUL is one of PDF's white-space characters, so it ends a name
const PDF_NAME = /\/([^\x00\t\n\f\r ()<>[\]{}/%]*)/g;

/**
 * Why a PDF is refused: it carries JavaScript (/JavaScript or /JS), a launch action (/Launch), embedded files
 * (/EmbeddedFile, /EmbeddedFiles) or is not a PDF at all; null when acceptable.
 *
 * Names are compared after their #xx escapes are decoded (/J#61vaScript is /JavaScript to a reader), and as whole
 * names (/JSON is not /JS). The bytes are read as they are, without parsing the PDF: a name inside a compressed
 * stream, an object stream (PDF 1.5) in particular, is not seen, so a PDF that hides its actions there passes.
 * This is a cheap first filter; the virus scan and the way the documents are served are the other layers. A name
 * that only appears inside a string is refused too: a false alarm costs the client a re-upload, a miss costs more.
 */
export function pdfProblem(bytes: Buffer): "javascript" | "launch" | "embedded" | "not-pdf" | null {
  if (sniffDocumentType(bytes) !== "application/pdf") return "not-pdf";
  const found = new Set<string>();
  for (const match of bytes.toString("latin1").matchAll(PDF_NAME)) {
    const raw = match[1] ?? "";
    const name = raw.includes("#") ? raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw;
    const reason = ACTIVE_PDF_NAMES[name];
    if (reason) found.add(reason);
  }
  return REASON_ORDER.find((r) => found.has(r)) ?? null;
}

export type CleanResult = { ok: true; bytes: Buffer; type: DocumentType } | { ok: false; reason: "type" | "too-large" | "pdf-active" | "image-too-large" | "unreadable" };

/**
 * Checks and cleans an uploaded document: its size (at most DOCUMENT_MAX_BYTES) and type by its bytes; a PDF is
 * checked by pdfProblem and kept byte for byte; an image is re-encoded in the same format without any metadata
 * (EXIF with GPS, XMP, ICC profiles: colours are converted to sRGB), its EXIF orientation applied to the pixels.
 * An image's header is read before anything is decoded, so one over images.ts's limits costs nothing, and the
 * decoding happens in one of images.ts's slots, shared with the site's other image work.
 */
export async function cleanDocument(bytes: Buffer): Promise<CleanResult> {
  if (bytes.length > DOCUMENT_MAX_BYTES) return { ok: false, reason: "too-large" };
  const type = sniffDocumentType(bytes);
  if (!type) return { ok: false, reason: "type" };
  if (type === "application/pdf") return pdfProblem(bytes) ? { ok: false, reason: "pdf-active" } : { ok: true, bytes, type };

  const sharp = await loadSharp();
  // Without limitInputPixels here: with it, an image over the limit reads as unreadable instead of too large.
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return { ok: false, reason: "unreadable" };
  // Counted as images.ts counts (every frame of an animation), although only the first frame is kept.
  const frames = Math.max(1, meta.pages ?? 1);
  const height = meta.pageHeight && meta.pageHeight < meta.height ? meta.pageHeight : meta.height;
  const pixels = meta.width * height * frames;
  const bytesPerSample = meta.depth === "uchar" || meta.depth === "char" ? 1 : meta.depth === "ushort" || meta.depth === "short" ? 2 : 4;
  if (pixels > IMAGE_MAX_PIXELS || pixels * (meta.channels ?? 4) * bytesPerSample > IMAGE_MAX_DECODED_BYTES) return { ok: false, reason: "image-too-large" };

  try {
    const cleaned = await withImageSlot(() => {
      // rotate() with no angle applies the EXIF orientation; nothing of the input's metadata is written unless asked.
      const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
      const encoded = type === "image/jpeg" ? image.jpeg({ quality: 90 }) : type === "image/png" ? image.png() : image.webp({ quality: 85 });
      return encoded.toBuffer();
    });
    return { ok: true, bytes: cleaned, type };
  } catch {
    // A header that reads but a body that does not decode (truncated, corrupt).
    return { ok: false, reason: "unreadable" };
  }
}

export const DOCUMENTS_KEY_FILE = "documents.key";
const KEY_BYTES = 32;
const HEX_KEY = /^[0-9a-fA-F]{64}$/;
const BASE64_KEY = /^[A-Za-z0-9+/]{43}=$/;

function parseKey(text: string): Buffer | null {
  if (HEX_KEY.test(text)) return Buffer.from(text, "hex");
  if (BASE64_KEY.test(text)) {
    const key = Buffer.from(text, "base64");
    if (key.length === KEY_BYTES) return key;
  }
  return null;
}

/**
 * The 32-byte key for documents at rest: DOCUMENTS_KEY (64 hex characters, or 44 characters of base64) when
 * given, else the one in `${dataDir}/documents.key`, else one generated once into that file with mode 0600.
 * Losing the key loses every stored document, so a key file that cannot be read is an error, never replaced.
 */
export function loadDocumentsKey(dataDir: string, fromEnv?: string): Buffer {
  if (fromEnv) {
    const key = parseKey(fromEnv.trim());
    if (!key) throw new Error("DOCUMENTS_KEY must be 32 bytes written as 64 hexadecimal characters or 44 characters of base64");
    return key;
  }
  const file = path.join(dataDir, DOCUMENTS_KEY_FILE);
  if (!fs.existsSync(file)) createKeyFile(file);
  // The key file was written 0600; a copy or a restore may have widened it.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const key = parseKey(fs.readFileSync(file, "utf8").trim());
  if (!key) throw new Error(`${file} does not hold a documents key (64 hexadecimal characters): restore it from a backup, or set DOCUMENTS_KEY`);
  return key;
}

/**
 * Writes a new key to a temporary file first (0600, flushed to disk), then links it into place: a crash leaves no
 * half-written key, and when two processes start at once the second keeps the first one's key.
 */
export function createKeyFile(file: string): void {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  const fd = fs.openSync(tmp, "wx", 0o600);
  try {
    fs.writeSync(fd, randomBytes(KEY_BYTES).toString("hex") + "\n");
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

const MAGIC = Buffer.from("CRD1");
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM: "CRD1" | 12-byte random IV | ciphertext | 16-byte tag, with `aad` (the document's id) authenticated too. */
export function encryptDocument(key: Buffer, plain: Buffer, aad: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(aad, "utf8"));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, iv, body, cipher.getAuthTag()]);
}

/** Reverses encryptDocument; throws when the key, the aad or any byte is wrong. */
export function decryptDocument(key: Buffer, blob: Buffer, aad: string): Buffer {
  if (blob.length < MAGIC.length + IV_BYTES + TAG_BYTES || !blob.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error("not an encrypted document");
  const iv = blob.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
  const tag = blob.subarray(blob.length - TAG_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  decipher.setAAD(Buffer.from(aad, "utf8"));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(blob.subarray(MAGIC.length + IV_BYTES, blob.length - TAG_BYTES)), decipher.final()]);
}

export type ScanResult = { infected: false } | { infected: true; signature: string };
export type VirusScanner = { scan(bytes: Buffer): Promise<ScanResult> };

export const CLAMD_DEFAULT_PORT = 3310;
export const SCAN_DEFAULT_TIMEOUT_MS = 30_000;
/** INSTREAM sends the bytes in chunks; clamd reads each into its own buffer. */
const SCAN_CHUNK_BYTES = 64 * 1024;

/**
 * A ClamAV daemon (clamd) client through the `clamscan` package's INSTREAM (scanStream), over a unix socket
 * (preferred when both are given) or TCP; null when neither a host nor a socket is configured.
 *
 * Every outcome but a clean verdict rejects: a daemon that cannot be reached, an answer that is neither OK nor
 * FOUND, or no answer within `timeoutMs` (the library's own timeout only fires on an idle socket, so the whole
 * scan has its own deadline). The caller answers 503: a document is never accepted unscanned.
 */
export function createVirusScanner(options: { host?: string; port?: number; socket?: string; timeoutMs?: number }): VirusScanner | null {
  const { host, socket } = options;
  if (!host && !socket) return null;
  const timeoutMs = options.timeoutMs ?? SCAN_DEFAULT_TIMEOUT_MS;
  let ready: Promise<NodeClam> | undefined;
  // Imported and connected (init PINGs the daemon) at the first scan, so a server that never scans never loads it.
  const client = () => {
    ready ??= import("clamscan").then(({ default: NodeClam }) =>
      new NodeClam().init({
        // The daemon only: no local clamscan/clamdscan binary is run, looked for or fallen back to.
        clamscan: { active: false },
        clamdscan: socket
          ? { socket, path: "", localFallback: false, timeout: timeoutMs }
          : { host, port: options.port ?? CLAMD_DEFAULT_PORT, path: "", localFallback: false, timeout: timeoutMs },
        preference: "clamdscan",
      }),
    );
    // A daemon that was down is tried again at the next scan.
    ready.catch(() => (ready = undefined));
    return ready;
  };

  return {
    async scan(bytes) {
      // No signature matches nothing; and the library's INSTREAM never starts for a stream without data.
      if (bytes.length === 0) return { infected: false };
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          // A connection that hung (in init's PING too) is not waited on again: the next scan connects anew.
          ready = undefined;
          reject(new Error(`The virus scan did not answer within ${timeoutMs} ms`));
        }, timeoutMs);
      });
      try {
        const scanned = client().then((clam) => clam.scanStream(Readable.from(chunks(bytes))));
        // The losing promise's rejection is handled here, so a late failure does not go unhandled.
        scanned.catch(() => {});
        const result = await Promise.race([scanned, deadline]);
        if (result.isInfected === true) return { infected: true, signature: result.viruses.join(", ") || "unknown" };
        if (result.isInfected === false) return { infected: false };
        throw new Error("The virus scan gave no verdict");
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function* chunks(bytes: Buffer): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += SCAN_CHUNK_BYTES) yield bytes.subarray(at, at + SCAN_CHUNK_BYTES);
}
