// Clients' documents on disk: DATA_DIR/documents (mode 0700), outside every folder the site serves, each file
// under a random name and encrypted with AES-256-GCM (document-files.ts) bound to its document's id, so a
// file moved onto another record does not decrypt. The multipart body of an upload is read into memory (10 MB
// at most: busboy stops there and the request is refused with 413) with the checklist item it answers.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import type { Readable } from "node:stream";
import busboy from "busboy";
import { caseMessages } from "../../shared/case-messages";
import { Invalid, TooLarge, storageFailure } from "../errors";
import { DOCUMENT_MAX_BYTES, decryptDocument, encryptDocument } from "./document-files";
import { syncDir } from "../storage/json-file";

export const DOCUMENTS_DIR = "documents";

export type CaseFiles = ReturnType<typeof createCaseFiles>;

export function createCaseFiles(dataDir: string, key: Buffer) {
  const dir = path.join(dataDir, DOCUMENTS_DIR);
  const ready = fs.mkdir(dir, { recursive: true, mode: 0o700 }).then(() => fs.chmod(dir, 0o700));
  const pathOf = (file: string) => {
    if (!/^[a-f0-9]{32}$/.test(file)) throw new Error(`not a document file name: ${file}`);
    return path.join(dir, file);
  };

  return {
    dir,
    /** Encrypts and stores the bytes of document `id`; answers the stored file's name. */
    async write(id: string, bytes: Buffer): Promise<string> {
      await ready;
      const file = randomBytes(16).toString("hex");
      const target = pathOf(file);
      const part = `${target}.part`;
      try {
        const handle = await fs.open(part, "wx", 0o600);
        try {
          await handle.writeFile(encryptDocument(key, bytes, id));
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(part, target);
        await syncDir(dir);
      } catch (err) {
        await fs.rm(part, { force: true }).catch(() => undefined);
        throw storageFailure(err as Error);
      }
      return file;
    },
    /** The bytes of document `id` as uploaded (after cleaning). */
    async read(id: string, file: string): Promise<Buffer> {
      return decryptDocument(key, await fs.readFile(pathOf(file)), id);
    },
    async remove(file: string): Promise<void> {
      await fs.rm(pathOf(file), { force: true });
    },
  };
}

/** An upload's parts: the file (its name as the client had it, its bytes) and the `item` field. */
export type UploadParts = { name: string; bytes: Buffer; fields: Record<string, string> };

/**
 * Reads a multipart body with one file field `file` (at most DOCUMENT_MAX_BYTES) and a few short fields.
 * 400 without a file or with a malformed body, 413 past the size.
 */
export function readUpload(headers: IncomingHttpHeaders, body: Readable): Promise<UploadParts> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers, limits: { files: 1, fields: 8, parts: 9, fileSize: DOCUMENT_MAX_BYTES, fieldSize: 1024, headerPairs: 20 } });
    } catch {
      return reject(Invalid.field("file", "is required (multipart/form-data)"));
    }
    let settled = false;
    const fields: Record<string, string> = {};
    let file: { name: string; chunks: Buffer[]; truncated: boolean } | undefined;
    let fileDone: Promise<void> = Promise.resolve();
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      body.unpipe();
      body.resume();
      bb.destroy();
      reject(err);
    };
    bb.on("field", (name, value) => {
      if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    bb.on("file", (name, stream, info) => {
      if (name !== "file" || file) {
        stream.resume();
        return;
      }
      const got = { name: info.filename ?? "", chunks: [] as Buffer[], truncated: false };
      file = got;
      fileDone = new Promise((done) => {
        stream.on("data", (chunk: Buffer) => got.chunks.push(chunk));
        stream.on("limit", () => {
          got.truncated = true;
        });
        stream.on("end", done);
        stream.on("error", done);
      });
    });
    bb.on("error", () => fail(Invalid.field("file", "could not be read: malformed multipart body")));
    bb.on("close", () => {
      void fileDone.then(() => {
        if (settled) return;
        if (!file || (file.chunks.length === 0 && file.name === "")) return fail(new Invalid(caseMessages.fileMissing, [{ path: "file", message: caseMessages.fileMissing }]));
        if (file.truncated) return fail(new TooLarge(caseMessages.documentTooLarge));
        settled = true;
        resolve({ name: file.name, bytes: Buffer.concat(file.chunks), fields });
      });
    });
    body.on("error", fail);
    body.on("aborted", () => fail(new Invalid("upload aborted")));
    body.pipe(bb);
  });
}
